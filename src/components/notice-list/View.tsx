import type { PropsOf } from '../../core/component';
import type { NoticeView } from '../../core/contracts/notices';
import { platformId } from '../../core/ids';
import { useRenderContext, type ViewProps } from '../view';
import { CIRCULAR_COLUMN_WIDTHS, noticeHref, type NoticeListData } from './data';
import type { noticeList } from './definition';
import { Pager, queryString } from './pager';

type Props = PropsOf<typeof noticeList>;

const COLLECTION_NAMES: Record<string, string> = {
  'exchange-circulars': 'exchange circulars',
  'clearing-notices': 'clearing notices',
  'rule-book': 'rule book entries',
  'information-memos': 'information memos',
  'regulatory-bulletins': 'regulatory bulletins',
};

/** A notice's title, linked to its document (noting a PDF) or its page when it has one. */
export function NoticeLink({ notice }: { notice: NoticeView }) {
  const href = noticeHref(notice);
  if (!href) return <>{notice.title}</>;
  return (
    <a href={href}>
      {notice.title}
      {/\.pdf$/i.test(notice.filePath) && notice.filePath === href ? <span className="t-notice-list__format"> (PDF)</span> : null}
    </a>
  );
}

/**
 * A year's circulars of the chosen collections as a table, with a GET form for the year and
 * topic and page links, all in the address: it works without JavaScript. Where nothing was
 * loaded (the editor's canvas) it says what will appear.
 */
export default function NoticeListView({ id, props }: ViewProps<Props>) {
  const { data: loaded, path } = useRenderContext();
  const data = loaded?.get(id) as NoticeListData | undefined;
  const collections = props.searchCollections.map((c) => COLLECTION_NAMES[c.collection] ?? c.collection).join(', ');
  if (!data) {
    return (
      <div className="t-notice-list t-notice-list--placeholder">
        <p>
          Published {collections} appear here, newest first, one year at a time{props.showTopicFilter ? ', with year and topic filters' : ', with a year filter'}.
        </p>
      </div>
    );
  }
  if (data.year === undefined) {
    return (
      <div className="t-notice-list t-notice-list--empty">
        <p>No {collections} have been published yet.</p>
      </div>
    );
  }
  const { year, topic, page, pageSize, total } = data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const filters = { year, topic };
  const yearId = platformId(id, 'year');
  const topicId = platformId(id, 'topic');
  const showTopics = props.showTopicFilter && data.topics.length > 0;
  const first = (page - 1) * pageSize + 1;
  const scope = topic ? `${topic} notices for ${year}` : `notices for ${year}`;
  return (
    <div className="t-notice-list">
      <form className="t-notice-list__filters" method="get" action={path} aria-label={`Filter ${props.caption}`}>
        <div className="t-field t-notice-list__field">
          <label className="t-field__label" htmlFor={yearId}>
            Year
          </label>
          <select id={yearId} name="year" defaultValue={String(year)}>
            {data.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        {showTopics ? (
          <div className="t-field t-notice-list__field">
            <label className="t-field__label" htmlFor={topicId}>
              Topic
            </label>
            <select id={topicId} name="topic" defaultValue={topic}>
              <option value="">All topics</option>
              {data.topics.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="t-button t-notice-list__submit">
          Show
        </button>
      </form>
      {total === 0 ? (
        <p className="t-notice-list__empty">No {scope}.</p>
      ) : (
        <>
          <p className="t-notice-list__count">
            {total <= pageSize ? `${total} ${scope}.` : `${first}–${first + data.notices.length - 1} of ${total} ${scope}.`}
          </p>
          <div className="t-table-scroll">
            <table className="t-notice-list__table">
              <caption>
                {props.caption}, {year}
                {topic ? `: ${topic}` : ''}
                {pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}
              </caption>
              <colgroup>
                <col style={{ width: CIRCULAR_COLUMN_WIDTHS.date }} />
                <col />
                <col style={{ width: CIRCULAR_COLUMN_WIDTHS.title }} />
                <col style={{ width: CIRCULAR_COLUMN_WIDTHS.topic }} />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Number</th>
                  <th scope="col">Title</th>
                  <th scope="col">Topic</th>
                </tr>
              </thead>
              <tbody>
                {data.notices.map((notice) => (
                  <tr key={`${notice.collection}/${notice.noticeNumber}`}>
                    <td>
                      <time dateTime={notice.pubDate}>{notice.formattedPubDate}</time>
                    </td>
                    <td>{notice.noticeNumber}</td>
                    <td>
                      <NoticeLink notice={notice} />
                    </td>
                    <td>{notice.topic}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager label={`Pages of ${props.caption}`} page={page} pageCount={pageCount} hrefFor={(p) => `${path}${queryString({ ...filters, page: p })}`} />
        </>
      )}
    </div>
  );
}
