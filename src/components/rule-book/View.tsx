import type { PropsOf } from '../../core/component';
import { noticeHref } from '../notice-list/data';
import { useRenderContext, type ViewProps } from '../view';
import { ruleLabel, ruleTitle, type RuleBookData } from './data';
import type { ruleBook } from './definition';

/**
 * The rule book as one table in sort order: the rule, its title and, when any entry has one,
 * a link to its document. Where nothing was loaded (the editor's canvas) it says what will appear.
 */
export default function RuleBookView({ id, props }: ViewProps<PropsOf<typeof ruleBook>>) {
  const data = useRenderContext().data?.get(id) as RuleBookData | undefined;
  if (!data) {
    return (
      <div className="t-rule-book t-rule-book--placeholder">
        <p>Every published entry of {props.searchCollections.map((c) => c.collection).join(', ')} appears here, in rule order.</p>
      </div>
    );
  }
  if (data.entries.length === 0) {
    return (
      <div className="t-rule-book t-rule-book--empty">
        <p>No rules have been published yet.</p>
      </div>
    );
  }
  const withDocuments = data.entries.some((entry) => noticeHref(entry) !== '');
  return (
    <div className="t-rule-book t-table-scroll">
      <table className="t-rule-book__table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="t-rule-book__rule">
              Rule
            </th>
            <th scope="col">Title</th>
            {withDocuments ? <th scope="col">Document</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.entries.map((entry) => {
            const href = noticeHref(entry);
            const label = ruleLabel(entry);
            return (
              <tr key={`${entry.collection}/${entry.noticeNumber}`}>
                <th scope="row" className="t-rule-book__rule">
                  {label}
                </th>
                <td>{ruleTitle(entry)}</td>
                {withDocuments ? (
                  <td>
                    {href ? (
                      <a href={href}>
                        Read {label}
                        {/\.pdf$/i.test(href) ? ' (PDF)' : ''}
                      </a>
                    ) : (
                      <span className="t-rule-book__none">Not available</span>
                    )}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
