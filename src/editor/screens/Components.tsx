import './components.css';
import { useEffect, useRef, useState } from 'react';
import type { IconName } from '../../core/block-icons';
import { routes } from '../../core/contracts';
import type { ComponentKindDetail, ComponentKindList, ComponentKindSummary, PropRow } from '../../core/contracts/component-catalogue';
import { SITE_IDS, type SiteId } from '../../core/sites';
import { routeHref, type Api } from '../api.client';
import { BlockIcon } from '../page-editor/BlockIcon';
import { Link, paths, setSearch, useSearch } from '../router';
import { ScreenHeading } from '../ui/ScreenHeading';
import { EmptyState, ErrorState, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { CATEGORY_LABELS, groupKinds, limitsText, propLabel, valueText } from './component-catalogue';

type Themes = ComponentKindList['themes'];

/**
 * The living component catalogue (issue 27 item 5), for every editor: the kinds by category
 * with a filter; a kind with its description, its rendering in each of the eight themes, its
 * props table from the schema, its slots and allow-lists, and the demo pages that use it.
 */
export function Components({ api, kind }: { api: Api; kind: string | null }) {
  const [list, reloadList] = useLoad(() => api.call(routes.listComponentKinds), routes.listComponentKinds.id);
  const search = useSearch();
  const filter = new URLSearchParams(search).get('q') ?? '';
  const selected = list.status === 'ready' && kind ? list.data.kinds.find((k) => k.name === kind) : undefined;

  function setFilter(value: string) {
    const params = new URLSearchParams(search);
    if (value) params.set('q', value);
    else params.delete('q');
    setSearch(params, { replace: true });
  }

  return (
    <div className="admin-screen admin-catalogue">
      <div className="admin-screen__header">
        <ScreenHeading title={selected ? `${selected.label} · Components` : 'Components'}>{selected ? `Components: ${selected.label}` : 'Components'}</ScreenHeading>
      </div>
      <p className="admin-screen__lead">
        Every kind of block a page can hold, as visitors see it on each site, with the settings the editor offers for it and the pages that use it.
      </p>
      {list.status === 'loading' && <Loading>Loading the components…</Loading>}
      {list.status === 'error' && <ErrorState error={list.error} onRetry={reloadList} />}
      {list.status === 'ready' && (
        <div className="admin-catalogue__layout">
          <KindList kinds={list.data.kinds} selected={kind} filter={filter} onFilter={setFilter} />
          <section className="admin-catalogue__detail" aria-label={selected ? `${selected.label} component` : 'Component'}>
            {kind === null && <EmptyState title="Choose a component from the list to see it in every theme, its settings and where it is used." />}
            {kind !== null && !selected && (
              <EmptyState title={`There is no component kind named “${kind}”.`}>
                <p>
                  <Link to={paths.components()}>Back to the components</Link>
                </p>
              </EmptyState>
            )}
            {selected && <KindEntry key={selected.name} api={api} kind={selected} themes={list.data.themes} search={search} />}
          </section>
        </div>
      )}
    </div>
  );
}

function KindList({ kinds, selected, filter, onFilter }: { kinds: ComponentKindSummary[]; selected: string | null; filter: string; onFilter(value: string): void }) {
  const groups = groupKinds(kinds, filter);
  const shown = groups.reduce((sum, group) => sum + group.kinds.length, 0);
  return (
    <nav className="admin-catalogue__nav" aria-label="Component kinds">
      <div className="admin-field">
        <label className="admin-field__label" htmlFor="catalogue-filter">
          Filter components
        </label>
        <input id="catalogue-filter" className="admin-input" type="search" value={filter} autoComplete="off" onChange={(event) => onFilter(event.target.value)} aria-describedby="catalogue-count" />
      </div>
      <p id="catalogue-count" className="admin-muted admin-catalogue__count" role="status">
        {shown === kinds.length ? `${kinds.length} components` : `${shown} of ${kinds.length} components`}
      </p>
      {groups.length === 0 && <EmptyState title="No component matches this filter." />}
      {groups.map((group) => (
        <div key={group.category} className="admin-catalogue__group">
          <h2 className="admin-catalogue__group-title" id={`catalogue-group-${group.category}`}>
            {group.label}
          </h2>
          <ul aria-labelledby={`catalogue-group-${group.category}`}>
            {group.kinds.map((kind) => (
              <li key={kind.name}>
                <Link to={`${paths.components(kind.name)}${filter ? `?q=${encodeURIComponent(filter)}` : ''}`} aria-current={kind.name === selected ? 'page' : undefined} data-kind={kind.name}>
                  <BlockIcon name={(kind.icon ?? undefined) as IconName | undefined} className="admin-catalogue__icon" />
                  <span>{kind.label}</span>
                  {kind.supersededBy && <span className="admin-catalogue__older"> (older)</span>}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function KindEntry({ api, kind, themes, search }: { api: Api; kind: ComponentKindSummary; themes: Themes; search: string }) {
  const [detail, reload] = useLoad(() => api.call(routes.getComponentKind, { params: { kind: kind.name } }), `kind ${kind.name}`);
  const [usage, reloadUsage] = useLoad(() => api.call(routes.listComponentUsage, { params: { kind: kind.name } }), `usage ${kind.name}`);
  return (
    <article className="admin-catalogue__entry" data-kind={kind.name}>
      <header className="admin-catalogue__entry-header">
        <h2 className="admin-catalogue__title">
          <BlockIcon name={(kind.icon ?? undefined) as IconName | undefined} className="admin-catalogue__icon" /> {kind.label} <code className="admin-catalogue__name">{kind.name}</code>
        </h2>
        <p className="admin-catalogue__badges">
          <span className="admin-badge admin-badge--changed">{CATEGORY_LABELS[kind.category]}</span> <span className="admin-badge admin-badge--draft">Version {kind.version}</span>
          {kind.interactive && <span className="admin-badge admin-badge--published">Interactive</span>}
          {kind.rootOnly && <span className="admin-badge admin-badge--draft">Document root only</span>}
          {kind.chrome && <span className="admin-badge admin-badge--draft">Site chrome</span>}
        </p>
        {kind.description && <p className="admin-catalogue__description">{kind.description}</p>}
        {detail.status === 'ready' && detail.data.kind.traits.length > 0 && (
          <ul className="admin-catalogue__traits" aria-label="Behaviour">
            {detail.data.kind.traits.map((trait) => (
              <li key={trait}>{trait}</li>
            ))}
          </ul>
        )}
        {kind.supersededBy && (
          <p className="admin-notice admin-notice--error">
            An older kind kept for stored pages: new pages use <Link to={`${paths.components(kind.supersededBy)}${search}`}>{kind.supersededBy}</Link>.
          </p>
        )}
      </header>

      <section aria-labelledby="catalogue-themes">
        <h3 id="catalogue-themes">{themes.length === SITE_IDS.length ? 'In the eight themes' : 'In the themes of your sites'}</h3>
        {usage.status === 'ready' && (
          <p className="admin-muted" data-sample-source="">
            {usage.data.sample
              ? `Shown with the settings and content of its first use on a published page: ${usage.data.sample.title} (${usage.data.sample.site} ${usage.data.sample.path}).`
              : 'Shown with its default settings: no published page uses it yet.'}
          </p>
        )}
        <div className="admin-catalogue__themes">
          {themes.map((theme) => (
            <SampleFrame key={theme.site} api={api} kind={kind} site={theme.site} siteName={theme.name} />
          ))}
        </div>
      </section>

      <section aria-labelledby="catalogue-props">
        <h3 id="catalogue-props">Settings</h3>
        {detail.status === 'loading' && <Loading>Loading the settings…</Loading>}
        {detail.status === 'error' && <ErrorState error={detail.error} onRetry={reload} />}
        {detail.status === 'ready' && <PropsTable kind={detail.data.kind} />}
      </section>

      <section aria-labelledby="catalogue-slots">
        <h3 id="catalogue-slots">Slots</h3>
        {detail.status === 'ready' && <Slots kind={detail.data.kind} search={search} />}
      </section>

      <section aria-labelledby="catalogue-usage">
        <h3 id="catalogue-usage">Used on</h3>
        {usage.status === 'loading' && <Loading>Looking for pages that use it…</Loading>}
        {usage.status === 'error' && <ErrorState error={usage.error} onRetry={reloadUsage} />}
        {usage.status === 'ready' && usage.data.uses.length === 0 && <EmptyState title="No page or partial uses this component." />}
        {usage.status === 'ready' && usage.data.uses.length > 0 && (
          <>
            <p className="admin-muted">
              {usage.data.total === 1 ? '1 document' : `${usage.data.total} documents`}
              {usage.data.total > usage.data.uses.length ? `, the first ${usage.data.uses.length} listed` : ''}.
            </p>
            <ul className="admin-catalogue__uses">
              {usage.data.uses.map((use) => (
                <li key={use.documentId}>
                  <Link to={paths.document(use.site, use.documentId)}>
                    {use.title}
                    <span className="admin-visually-hidden"> (open in the editor)</span>
                  </Link>{' '}
                  <span className="admin-muted">
                    {use.site} {use.path}
                    {use.kind === 'partial' ? ', partial' : ''}
                  </span>{' '}
                  {use.published && <span className="admin-badge admin-badge--published">Live</span>} {use.draft && !use.published && <span className="admin-badge admin-badge--draft">Draft only</span>}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </article>
  );
}

type FrameState = { status: 'waiting' } | { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error'; error: Error };

/** One theme's rendering, fetched when it scrolls near the view, in a sandboxed frame like the editor's preview. */
function SampleFrame({ api, kind, site, siteName }: { api: Api; kind: ComponentKindSummary; site: SiteId; siteName: string }) {
  const [state, setState] = useState<FrameState>({ status: 'waiting' });
  const box = useRef<HTMLElement>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const load = () => {
      setState({ status: 'loading' });
      api.text(routes.renderComponentSample, { params: { kind: kind.name, site } }).then(
        (html) => !cancelled && setState({ status: 'ready', html }),
        (error: unknown) => !cancelled && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [api, kind.name, site, attempt]);

  const title = `${kind.label} in the ${siteName} theme`;
  return (
    <figure ref={box} className="admin-catalogue__theme" data-site={site} data-state={state.status}>
      <figcaption>
        <span className="admin-catalogue__site">{siteName}</span>{' '}
        <a href={routeHref(routes.renderComponentSample, { params: { kind: kind.name, site } })} target="_blank" rel="noreferrer" className="admin-catalogue__open">
          Open full size<span className="admin-visually-hidden">: {title} (new tab)</span>
        </a>
      </figcaption>
      <div className="admin-catalogue__frame-box">
        {(state.status === 'waiting' || state.status === 'loading') && <Loading>Rendering in the {siteName} theme…</Loading>}
        {state.status === 'error' && <ErrorState error={state.error} onRetry={() => setAttempt((n) => n + 1)} />}
        {state.status === 'ready' && <iframe className="admin-catalogue__frame" title={title} srcDoc={state.html} sandbox="allow-scripts" />}
      </div>
    </figure>
  );
}

function PropsTable({ kind }: { kind: ComponentKindDetail }) {
  if (kind.props.length === 0) return <EmptyState title="This component has no settings." />;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--props">
        <caption className="admin-visually-hidden">Settings of {kind.label}</caption>
        <thead>
          <tr>
            <th scope="col">Setting</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Allowed values and limits</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {kind.props.map((row) => (
            <PropLine key={row.path} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PropLine({ row }: { row: PropRow }) {
  const limits = limitsText(row);
  return (
    <tr data-prop={row.path}>
      <th scope="row" style={{ paddingInlineStart: `${10 + row.depth * 18}px` }}>
        {row.depth > 0 && <span aria-hidden="true">↳ </span>}
        {propLabel(row)} <code className="admin-catalogue__name">{row.name}</code>
        {row.required && <span className="admin-badge admin-badge--failed admin-catalogue__required">Required</span>}
      </th>
      <td>
        {row.type}
        {row.nullable ? ' or nothing' : ''}
      </td>
      <td>{row.default === null ? <span className="admin-muted">—</span> : <code>{row.default}</code>}</td>
      <td>
        {row.allowed && (
          <ul className="admin-catalogue__values" aria-label="Allowed values">
            {row.allowed.map((value) => (
              <li key={String(value)}>
                <code>{valueText(value)}</code>
              </li>
            ))}
          </ul>
        )}
        {limits && <span>{limits}</span>}
        {!row.allowed && !limits && <span className="admin-muted">—</span>}
      </td>
      <td>{row.description ?? <span className="admin-muted">—</span>}</td>
    </tr>
  );
}

function Slots({ kind, search }: { kind: ComponentKindDetail; search: string }) {
  const link = (name: string) => <Link to={`${paths.components(name)}${search}`}>{name}</Link>;
  return (
    <>
      {kind.slots.length === 0 ? (
        <p className="admin-muted">This component holds no other blocks.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--slots">
            <caption className="admin-visually-hidden">Slots of {kind.label}</caption>
            <thead>
              <tr>
                <th scope="col">Slot</th>
                <th scope="col">Takes</th>
                <th scope="col">At most</th>
              </tr>
            </thead>
            <tbody>
              {kind.slots.map((slot) => (
                <tr key={slot.name} data-slot={slot.name}>
                  <th scope="row">
                    {slot.label} <code className="admin-catalogue__name">{slot.name}</code>
                  </th>
                  <td>
                    {slot.allow === null
                      ? 'Any component except page layouts'
                      : slot.allow.map((name, i) => (
                          <span key={name}>
                            {i > 0 && ', '}
                            {link(name)}
                          </span>
                        ))}
                  </td>
                  <td>{slot.max ?? <span className="admin-muted">No limit</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {kind.allowedIn.length > 0 && (
        <p>
          Allowed in:{' '}
          {kind.allowedIn.map((place, i) => (
            <span key={`${place.kind} ${place.slot}`}>
              {i > 0 && ', '}
              {link(place.kind)} ({place.slot})
            </span>
          ))}
        </p>
      )}
    </>
  );
}
