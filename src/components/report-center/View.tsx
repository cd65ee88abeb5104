import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { REPORT_CATEGORIES, categoriesOf, type ReportType } from '../../core/report-data';
import { useRenderContext, type ViewProps } from '../view';
import type { ReportCenterData } from './data';
import { DataTable } from './data-table';
import type { reportCenter } from './definition';
import { PrintButton, bodyId, rootId } from './print';
import { splitCells } from './rows';
import { ReportViewer } from './viewer';

type Props = PropsOf<typeof reportCenter>;

/**
 * The report center: links to its categories, then a section per category whose id is the
 * category (`/report-center#deliveries`), each with its report viewer (with `hasBackend`) and
 * the editor's tables. Where the server loaded nothing (the editor's canvas) the viewers say
 * what they will show.
 */
export default function ReportCenterView({ id, props }: ViewProps<Props>) {
  const data = useRenderContext().data?.get(id) as ReportCenterData;
  const types = categoriesOf(props.reportId);
  return (
    <div className="t-report-center" id={rootId(id)}>
      {props.showPrintButton ? <PrintButton hydrated={false} /> : null}
      <div className="t-report-center__body" id={bodyId(id)}>
        {types.length > 1 ? (
          <nav className="t-report-center__nav" aria-label="Report categories">
            <ul>
              {types.map((type) => (
                <li key={type}>
                  <a href={`#${type}`}>{REPORT_CATEGORIES[type].title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {types.map((type) => (
          <Section key={type} nodeId={id} type={type} props={props} data={data} />
        ))}
      </div>
    </div>
  );
}

function Section({ nodeId, type, props, data }: { nodeId: string; type: ReportType; props: Props; data: ReportCenterData | undefined }) {
  const { title, description } = REPORT_CATEGORIES[type];
  const Heading = `h${headingLevel(title, props.headingLevel)}` as const;
  const headingId = platformId(nodeId, type, 'heading');
  const viewer = data?.viewers.find((v) => v.type === type);
  const tables = props.tables.filter((t) => t.category === type);
  return (
    <section className="t-report-center__section" id={type} aria-labelledby={headingId}>
      <Heading className="t-report-center__heading" id={headingId}>
        {title}
      </Heading>
      <p className="t-report-center__description">{description}</p>
      {props.hasBackend ? (
        viewer ? (
          <ReportViewer nodeId={nodeId} data={viewer} others={data!.viewers} />
        ) : (
          <p className="t-report-center__placeholder">
            On the published page visitors choose an exchange, a contract, futures or options and a trading date here, and see that day’s report.
          </p>
        )
      ) : null}
      {tables.map((table, i) => (
        <DataTable key={i} caption={table.name} label={table.name} columns={table.columns} rows={table.rows.map((row) => splitCells(row.cells))} />
      ))}
      {!props.hasBackend && tables.length === 0 ? <p className="t-report-center__empty">Nothing is published in this category yet.</p> : null}
    </section>
  );
}
