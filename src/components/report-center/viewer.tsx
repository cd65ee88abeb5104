import { formatDate } from '../../core/time';
import { platformId } from '../../core/ids';
import {
  CONTRACT_KINDS,
  REPORT_TYPE_LABELS,
  SELECTION_FIELDS,
  contractsFor,
  exchangesFor,
  selectionParam,
  type ReportViewerData,
} from '../../core/report-data';
import { DataTable } from './data-table';

/**
 * A report type's viewer: a GET form (exchange, contract, futures or options, trading date)
 * that comes back to the category's section, any notes on what the address asked for, and the
 * report the server generated. The other viewers' choices ride along as hidden fields, so
 * sending one form keeps what the others show.
 */
export function ReportViewer({ nodeId, data, others }: { nodeId: string; data: ReportViewerData; others: readonly ReportViewerData[] }) {
  const { type, selection, notes, table, latest, earliest } = data;
  const fieldId = (field: string) => platformId(nodeId, type, field);
  const label = REPORT_TYPE_LABELS[type].toLowerCase();
  const contracts = contractsFor(type).filter((c) => c.mic === selection.exchange);
  const caption = `${table.name}, ${formatDate(selection.date, 'long')}`;
  return (
    <div className="t-report-center__viewer">
      <form className="t-report-center__form" method="get" action={`#${type}`} aria-label={`Choose the ${label} report`}>
        {others
          .filter((other) => other.chosen && other.type !== type)
          .flatMap((other) =>
            SELECTION_FIELDS.map((field) => <input key={`${other.type}.${field}`} type="hidden" name={selectionParam(other.type, field)} value={other.selection[field]} />),
          )}
        <div className="t-report-center__field">
          <label htmlFor={fieldId('exchange')}>Exchange</label>
          <select id={fieldId('exchange')} name={selectionParam(type, 'exchange')} defaultValue={selection.exchange}>
            {exchangesFor(type).map((e) => (
              <option key={e.mic} value={e.mic}>
                {e.name}
              </option>
            ))}
          </select>
        </div>
        <div className="t-report-center__field">
          <label htmlFor={fieldId('contract')}>Contract</label>
          <select id={fieldId('contract')} name={selectionParam(type, 'contract')} defaultValue={selection.contract} aria-describedby={fieldId('hint')}>
            {contracts.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="t-report-center__kinds">
          <legend>Futures or options</legend>
          {CONTRACT_KINDS.map((kind) => (
            <label key={kind} className="t-report-center__kind">
              <input type="radio" name={selectionParam(type, 'kind')} value={kind} defaultChecked={selection.kind === kind} />
              {kind === 'futures' ? 'Futures' : 'Options'}
            </label>
          ))}
        </fieldset>
        <div className="t-report-center__field">
          <label htmlFor={fieldId('date')}>Trading date</label>
          <input
            type="date"
            id={fieldId('date')}
            name={selectionParam(type, 'date')}
            defaultValue={selection.date}
            min={earliest}
            max={latest}
            required
            aria-describedby={fieldId('hint')}
          />
        </div>
        <button type="submit" className="t-button t-button--primary t-report-center__submit">
          Show report
        </button>
        <p className="t-field__hint t-report-center__hint" id={fieldId('hint')}>
          Trading days from {formatDate(earliest, 'short')} to {formatDate(latest, 'short')}. After changing the exchange, show the report to list its contracts.
        </p>
      </form>
      {notes.length > 0 ? (
        <div className="t-report-center__notes">
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      ) : null}
      <DataTable caption={caption} label={caption} columns={table.columns} rows={table.rows} />
    </div>
  );
}
