import type { PropsOf } from '../../core/component';
import { CIRCULAR_COLUMN_WIDTHS } from '../notice-list/data';
import { NoticeLink } from '../notice-list/View';
import { tabSlot } from '../tabs/slots';
import { Tabs } from '../tabs/View';
import { useRenderContext, type ViewProps } from '../view';
import { tabIds, type MersDocsTabsData } from './data';
import type { mersDocsTabs } from './definition';

type Props = PropsOf<typeof mersDocsTabs>;

function DocumentTable({ header, documentType, loaded, limit }: { header: string; documentType: string; loaded: MersDocsTabsData['tabs'][number] | undefined; limit: number }) {
  if (!loaded) return <p className="t-mers-docs-tabs__note">The newest published documents of type “{documentType}” appear here.</p>;
  if (loaded.documents.length === 0) return <p className="t-mers-docs-tabs__note">No {header.toLowerCase()} have been published yet.</p>;
  return (
    <>
      {loaded.total > limit ? (
        <p className="t-mers-docs-tabs__note">
          The {loaded.documents.length} most recent of {loaded.total}.
        </p>
      ) : null}
      <div className="t-table-scroll">
        <table className="t-mers-docs-tabs__table">
          <caption>{header}</caption>
          <colgroup>
            <col style={{ width: CIRCULAR_COLUMN_WIDTHS.date }} />
            <col />
            <col style={{ width: '25%' }} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Document</th>
              <th scope="col">Number</th>
            </tr>
          </thead>
          <tbody>
            {loaded.documents.map((doc) => (
              <tr key={`${doc.collection}/${doc.noticeNumber}`}>
                <td>
                  <time dateTime={doc.pubDate}>{doc.formattedPubDate}</time>
                </td>
                <td>
                  <NoticeLink notice={doc} />
                </td>
                <td>{doc.noticeNumber}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * Tabs of document lists, in the markup of the tabs component without its island: a list of
 * links to one section per tab. Without scripts every section shows under its heading; where
 * they run, styles show the section the address names (the first by default).
 */
export default function MersDocsTabsView({ id, props }: ViewProps<Props>) {
  const data = useRenderContext().data?.get(id) as MersDocsTabsData | undefined;
  const ids = tabIds(props.tabs.map((tab) => tab.tabName));
  const slots = Object.fromEntries(
    props.tabs.map((tab, i) => [
      tabSlot(i),
      <DocumentTable key={ids[i]} header={tab.header} documentType={tab.documentType} loaded={data?.tabs[i]} limit={props.limit} />,
    ]),
  );
  return (
    <div className="t-mers-docs-tabs">
      <Tabs
        id={id}
        props={{ label: props.label, headingLevel: props.headingLevel, tabs: props.tabs.map((tab, i) => ({ tabId: ids[i]!, label: tab.tabName })) }}
        slots={slots}
        live={false}
        selected={0}
      />
    </div>
  );
}
