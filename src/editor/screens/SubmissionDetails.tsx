import { routes, type SubmissionView } from '../../core/contracts';
import { formatDateTime } from '../format';
import { formatBytes } from '../media/media-urls';
import { Dialog } from '../ui/Dialog';
import { routeHref } from '../api.client';

/** One submission in full: where and when it came from, every answer labelled in the form's order, its files as downloads. */
export function SubmissionDetails({ submission, onClose }: { submission: SubmissionView; onClose(): void }) {
  const values = submission.lines;
  return (
    <Dialog title={`${submission.formName}, ${formatDateTime(submission.createdAt)}`} onClose={onClose}>
      <dl className="admin-detail admin-detail--block">
        {submission.reference && (
          <div>
            <dt>Reference</dt>
            <dd>
              <code>{submission.reference}</code>
            </dd>
          </div>
        )}
        <div>
          <dt>Submitted</dt>
          <dd>
            <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt, { seconds: true })}</time>
          </dd>
        </div>
        <div>
          <dt>Site</dt>
          <dd>{submission.site}</dd>
        </div>
        <div>
          <dt>Page</dt>
          <dd>
            <code>{submission.path}</code>
          </dd>
        </div>
        <div>
          <dt>Form</dt>
          <dd>
            {submission.formName} <span className="admin-muted">({submission.formKind})</span>
          </dd>
        </div>
        <div>
          <dt>Deleted after</dt>
          <dd>
            <time dateTime={submission.deleteAfter}>{formatDateTime(submission.deleteAfter)}</time>
          </dd>
        </div>
      </dl>
      <h3 className="admin-subheading">Values</h3>
      {values.length === 0 ? (
        <p className="admin-muted">This submission holds no values.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--values">
            <caption className="admin-visually-hidden">Values of the submission</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {values.map(({ key, label, value }) => (
                <tr key={key} data-field={key}>
                  <th scope="row">{label}</th>
                  <td className="admin-table__value">{value || <span className="admin-muted">Empty</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h3 className="admin-subheading">Attached files</h3>
      {submission.files.length === 0 ? (
        <p className="admin-muted">None.</p>
      ) : (
        <ul className="admin-plain-list">
          {submission.files.map((file) => (
            <li key={`${file.field}\u0000${file.hash}`}>
              <a href={routeHref(routes.getSubmissionFile, { params: { id: submission.id, hash: file.hash } })} download={file.name}>
                {file.name}
              </a>{' '}
              <span className="admin-muted">
                ({submission.lines.find((line) => line.key === file.field)?.label ?? file.field}, {file.mime}, {formatBytes(file.size)})
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
