import type { PropsOf } from '../../core/component';
import { ALERT_SEVERITIES } from '../../core/contracts/notices';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { Pager, queryString } from '../notice-list/pager';
import { useRenderContext, type ViewProps } from '../view';
import {
  SEVERITY_MEANINGS,
  alertHref,
  alertTime,
  isFiltered,
  severityClass,
  type AlertFilterName,
  type NotificationHistoryData,
  type Severity,
} from './data';
import type { notificationHistory } from './definition';

type Props = PropsOf<typeof notificationHistory>;

function SeverityLabel({ severity }: { severity: Severity }) {
  return (
    <span className={`t-notification-history__severity ${severityClass(severity)}`}>
      <span className="t-notification-history__marker" aria-hidden="true" />
      {severity}
    </span>
  );
}

function Legend({ id }: { id: string }) {
  const titleId = platformId(id, 'legend');
  return (
    <div className="t-notification-history__legend">
      <p className="t-notification-history__legend-title" id={titleId}>
        Severity
      </p>
      <ul className="t-notification-history__legend-list" aria-labelledby={titleId} role="list">
        {ALERT_SEVERITIES.map((severity) => (
          <li key={severity}>
            <SeverityLabel severity={severity} />
            <span className="t-notification-history__meaning">: {SEVERITY_MEANINGS[severity]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The message of a filter that was not applied, and how its control points at it. */
function problemsOf(id: string, data: NotificationHistoryData, ...names: (AlertFilterName | 'page')[]) {
  const found = names.map((name) => [name, data.problems[name]] as const).filter(([, text]) => text);
  const errorId = (name: string) => platformId(id, name, 'error');
  return {
    invalid: (name: AlertFilterName) => (data.problems[name] ? true : undefined),
    describedBy: (name: AlertFilterName) => (data.problems[name] ? errorId(name) : undefined),
    messages: found.map(([name, text]) => (
      <p key={name} className="t-field__error" id={errorId(name)}>
        {text}
      </p>
    )),
  };
}

/** A multi-select as a disclosure of checkboxes: it submits `name=a&name=b` with or without JavaScript. */
function Choices({ id, data, name, legend, all, options }: { id: string; data: NotificationHistoryData; name: 'market' | 'service'; legend: string; all: string; options: string[] }) {
  const chosen = data.applied[name];
  const problem = problemsOf(id, data, name);
  const summary = chosen.length === 0 ? all : chosen.length <= 2 ? chosen.join(', ') : `${chosen.length} selected`;
  return (
    <fieldset className="t-notification-history__choices" aria-describedby={problem.describedBy(name)}>
      <legend>{legend}</legend>
      <details className="t-notification-history__disclosure">
        <summary>{summary}</summary>
        <ul className="t-notification-history__options" role="list">
          {options.map((option, i) => (
            <li key={option}>
              <input type="checkbox" id={platformId(id, name, String(i))} name={name} value={option} defaultChecked={chosen.includes(option)} />
              <label htmlFor={platformId(id, name, String(i))}>{option}</label>
            </li>
          ))}
        </ul>
      </details>
      {problem.messages}
    </fieldset>
  );
}

function Filters({ id, data, path, label }: { id: string; data: NotificationHistoryData; path: string; label: string }) {
  const field = (name: string) => platformId(id, name);
  const text = problemsOf(id, data, 'q');
  const dates = problemsOf(id, data, 'from', 'to');
  const year = problemsOf(id, data, 'year');
  return (
    <form className="t-notification-history__filters" method="get" action={path} role="search" aria-label={label}>
      <div className="t-field t-notification-history__text">
        <label className="t-field__label" htmlFor={field('q')}>
          Search text
        </label>
        <input type="search" id={field('q')} name="q" defaultValue={data.asked.q} maxLength={200} aria-invalid={text.invalid('q')} aria-describedby={text.describedBy('q')} />
        {text.messages}
      </div>
      <Choices id={id} data={data} name="market" legend="Markets" all="All markets" options={data.markets} />
      <Choices id={id} data={data} name="service" legend="Services" all="All services" options={data.services} />
      <fieldset className="t-notification-history__dates">
        <legend>Published between</legend>
        <div className="t-field">
          <label className="t-field__label" htmlFor={field('from')}>
            From
          </label>
          <input type="date" id={field('from')} name="from" defaultValue={data.asked.from} aria-invalid={dates.invalid('from')} aria-describedby={dates.describedBy('from')} />
        </div>
        <div className="t-field">
          <label className="t-field__label" htmlFor={field('to')}>
            To
          </label>
          <input type="date" id={field('to')} name="to" defaultValue={data.asked.to} aria-invalid={dates.invalid('to')} aria-describedby={dates.describedBy('to')} />
        </div>
        {dates.messages}
      </fieldset>
      <div className="t-field t-notification-history__year">
        <label className="t-field__label" htmlFor={field('year')}>
          Year
        </label>
        <select id={field('year')} name="year" defaultValue={data.applied.year} aria-invalid={year.invalid('year')} aria-describedby={year.describedBy('year')}>
          <option value="">All years</option>
          {data.years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        {year.messages}
      </div>
      <div className="t-notification-history__actions">
        <button type="submit" className="t-button t-button--primary">
          Apply filters
        </button>
        {isFiltered(data.asked) ? <a href={path}>Clear filters</a> : null}
      </div>
    </form>
  );
}

function Rows({ data }: { data: NotificationHistoryData }) {
  return (
    <tbody>
      {data.alerts.map((alert) => {
        const href = alertHref(alert.pageURL);
        return (
          <tr key={alert.id}>
            <td className="t-notification-history__time">
              <time dateTime={alert.publishedAt}>{alertTime(alert.publishedAt)}</time>
            </td>
            <td>
              <SeverityLabel severity={alert.severityFieldValue} />
            </td>
            <th scope="row">{href ? <a href={href}>{alert.displayName}</a> : alert.displayName}</th>
            <td>{alert.market}</td>
            <td>{alert.service}</td>
          </tr>
        );
      })}
    </tbody>
  );
}

/**
 * Notification alerts as the server loaded them for this address (`RenderContext.data`): the
 * filters as a GET form, a severity legend, a table of at most 9 alerts and page links that
 * keep the filters. Values that could not be applied are named beside their filter and left
 * out. Where nothing was loaded (the editor's canvas) it says what will appear.
 */
export default function NotificationHistoryView({ id, props }: ViewProps<Props>) {
  const { data: loaded, path } = useRenderContext();
  const data = loaded?.get(id) as NotificationHistoryData | undefined;
  const Heading = `h${headingLevel(props.heading, props.headingLevel)}` as const;
  const headingId = platformId(id, 'heading');
  const heading = (
    <Heading className="t-notification-history__heading" id={headingId}>
      {props.heading}
    </Heading>
  );
  if (!data) {
    const presets = [...props.markets, ...props.services].map((p) => p.name);
    return (
      <section className="t-notification-history t-notification-history--placeholder" aria-labelledby={headingId}>
        {heading}
        <p>
          Alerts of system {props.systemId}
          {presets.length ? ` for ${presets.join(', ')}` : ''} appear here, newest first, 9 a page, with filters by text, market, service, dates and year.
        </p>
      </section>
    );
  }
  const { page, pageSize, total, applied } = data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const filtered = isFiltered(applied);
  const hrefFor = (p: number) => `${path}${queryString({ ...applied, page: p })}`;
  const unapplied = Object.keys(data.problems).some((name) => name !== 'page');
  return (
    <section className="t-notification-history" aria-labelledby={headingId}>
      {heading}
      <Filters id={id} data={data} path={path} label={`Filter ${props.heading.toLowerCase()}`} />
      <Legend id={id} />
      {unapplied ? <p className="t-notification-history__notice">Some filters could not be applied, as said beside them; the list leaves them out.</p> : null}
      {data.problems.page ? <p className="t-notification-history__notice">{data.problems.page}</p> : null}
      {total === 0 ? (
        <div className="t-notification-history__empty">
          <p>{filtered ? 'No alerts match these filters.' : 'No alerts have been published yet.'}</p>
          {filtered ? (
            <p>
              <a href={path}>Show all alerts</a>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="t-notification-history__count">
            {total <= pageSize ? `${total} ${total === 1 ? 'alert' : 'alerts'}` : `Alerts ${first}–${first + data.alerts.length - 1} of ${total}`}
            {filtered ? ' matching the filters' : ''}, newest first.
          </p>
          <div className="t-table-scroll">
            <table>
              <caption>
                {props.heading}
                {pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Published (New York time)</th>
                  <th scope="col">Severity</th>
                  <th scope="col">Alert</th>
                  <th scope="col">Market</th>
                  <th scope="col">Service</th>
                </tr>
              </thead>
              <Rows data={data} />
            </table>
          </div>
          <Pager label={`Pages of ${props.heading.toLowerCase()}`} page={page} pageCount={pageCount} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}
