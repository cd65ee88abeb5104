import type { ReactNode } from 'react';
import { platformId } from '../core/ids';
import { noticeCollectionLabel, wordsOfSlug } from '../core/notice-collection-labels';

const HEADING_ID = platformId('search-heading');
const INPUT_ID = platformId('search-input');
const FACETS_ID = platformId('search-facets');
const NEXT_STEPS_ID = platformId('search-next-steps');

/** `capped`: more than `count` match (site search counts each facet up to a cap). */
type Facet = { group: string; kind: 'page' | 'notice'; count: number; capped?: boolean; label: string };

/** A count as read: `1,000+` when counting stopped there. */
const countText = (count: number, capped = false) => `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;
type Hit = { kind: 'page' | 'notice'; title: string; url: string; snippet: { text: string; hit: boolean }[]; group: string; date: string | null; ref: string };

export interface SearchPageProps {
  /** `/search` or `/elastic-search`: where the form and links point. */
  action: string;
  q: string;
  group?: string;
  page: number;
  pageSize: number;
  total: number;
  /** true: more than `total` match. */
  totalCapped?: boolean;
  hits: Hit[];
  /** The facets, named in words (sections by their page's title, collections by name). */
  groups: Facet[];
  /** A corrected spelling of a query that found nothing. */
  suggestion?: string;
  /** The site's words nearest to a query that found nothing. */
  nearTerms: string[];
}

function href(action: string, params: Record<string, string | number | undefined>): string {
  // Page 1 is the page without a number: one address per page of results.
  const query = new URLSearchParams(Object.entries(params).filter(([k, v]) => v !== undefined && v !== '' && !(k === 'page' && v === 1)).map(([k, v]) => [k, String(v)]));
  return `${action}?${query.toString()}`;
}

/**
 * Where a result leads. Pages: their path. Notices: their document (`url`, else `filePath`), else
 * the page that lists their collection (the store finds it); a notice that is on no list of the
 * site is found again by its number within its collection.
 */
function resultHref(action: string, hit: Hit): string {
  // Notice addresses are checked when imported (a path or https); anything else is not linked as it is.
  if (/^(\/(?![/\\])|https?:\/\/)/i.test(hit.url)) return hit.url;
  return href(action, { q: `"${hit.ref}"`, group: hit.group });
}

/** The address line of a result: the path, or the document's host and path, as people read it. */
function addressLine(url: string): string {
  if (/^https?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      return `${parsed.host}${parsed.pathname}`;
    } catch {
      return url;
    }
  }
  return url.split(/[?#]/)[0] || '/';
}

function Facets({ action, q, group, total, totalCapped = false, groups }: Pick<SearchPageProps, 'action' | 'q' | 'group' | 'total' | 'totalCapped' | 'groups'>): ReactNode {
  const all = group ? groups.reduce((n, g) => n + g.count, 0) : total;
  const allCapped = group ? groups.some((g) => g.capped) : totalCapped;
  const lists = (['page', 'notice'] as const)
    .map((kind) => ({ kind, heading: kind === 'page' ? 'Pages' : 'Notices', facets: groups.filter((g) => g.kind === kind) }))
    .filter((l) => l.facets.length > 0);
  const item = (key: string, text: string, count: string, current: boolean, link: string) => (
    <li key={key}>
      {current ? (
        <span aria-current="true" className="t-search-page__facet t-search-page__facet--current">
          {text} <span className="t-search-page__facet-count">{count}</span>
        </span>
      ) : (
        <a href={link} className="t-search-page__facet">
          {text} <span className="t-search-page__facet-count">{count}</span>
        </a>
      )}
    </li>
  );
  return (
    <nav aria-labelledby={FACETS_ID} className="t-search-page__groups">
      <h2 id={FACETS_ID} className="t-search-page__groups-title">
        Filter results
      </h2>
      <ul className="t-search-page__facet-list">{item('all', 'All results', countText(all, allCapped), !group, href(action, { q }))}</ul>
      {lists.map((l) => (
        <div key={l.kind} className="t-search-page__facet-group">
          <h3 className="t-search-page__facet-heading">{l.heading}</h3>
          <ul className="t-search-page__facet-list">{l.facets.map((g) => item(`${g.kind}-${g.group}`, g.label, countText(g.count, g.capped), g.group === group, href(action, { q, group: g.group })))}</ul>
        </div>
      ))}
    </nav>
  );
}

function NoResults({ action, q, group, groupLabel, nearTerms }: Pick<SearchPageProps, 'action' | 'q' | 'group' | 'nearTerms'> & { groupLabel?: string }): ReactNode {
  return (
    <div className="t-search-page__none">
      {nearTerms.length > 0 ? (
        <>
          <p className="t-search-page__terms-intro">Words used on this site that are close to yours:</p>
          <ul className="t-search-page__terms" aria-label="Close words">
            {nearTerms.map((term) => (
              <li key={term}>
                <a href={href(action, { q: term })}>{term}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 id={NEXT_STEPS_ID} className="t-search-page__next-title">
        What you can try
      </h2>
      <ul className="t-search-page__next" aria-labelledby={NEXT_STEPS_ID}>
        <li>Check the spelling, or use fewer or more general words.</li>
        {group ? (
          <li>
            <a href={href(action, { q })}>Search the whole site</a>
            {groupLabel ? `, not only ${groupLabel}.` : '.'}
          </li>
        ) : null}
        <li>Put a phrase in quotation marks to find it exactly; put a minus before a word (-fees) to leave it out.</li>
        <li>
          Start again from the <a href="/">home page</a>.
        </li>
      </ul>
    </div>
  );
}

/** Site search results: a GET form, the result count, facets in words, linked results with body-text snippets, pages. */
export function SearchPage({ action, q, group, page, pageSize, total, totalCapped = false, hits, groups, suggestion, nearTerms }: SearchPageProps): ReactNode {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const labels = new Map(groups.map((g) => [`${g.kind}:${g.group}`, g.label]));
  const labelOf = (kind: 'page' | 'notice', name: string) => labels.get(`${kind}:${name}`) ?? (kind === 'notice' ? noticeCollectionLabel(name) : wordsOfSlug(name));
  const groupLabel = group ? groups.find((g) => g.group === group)?.label : undefined;
  return (
    <section className="t-search-page" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} className="t-search-page__heading">
        {q ? `Search results for “${q}”` : 'Search this site'}
      </h1>
      <form method="get" action={action} role="search" className="t-search-page__form">
        <label htmlFor={INPUT_ID}>Search</label>
        <div className="t-search-page__field">
          <input id={INPUT_ID} type="search" name="q" defaultValue={q} maxLength={200} />
          {group ? <input type="hidden" name="group" value={group} /> : null}
          <button type="submit" className="t-button t-button--primary">
            Search
          </button>
        </div>
      </form>
      {q ? (
        <p role="status" className="t-search-page__count">
          {total === 0 ? 'No results.' : `${totalCapped ? 'More than ' : ''}${total.toLocaleString('en-US')} result${total === 1 && !totalCapped ? '' : 's'}${groupLabel ? ` in ${groupLabel}` : ''}.`}
          {suggestion ? (
            <>
              {' '}
              Did you mean <a href={href(action, { q: suggestion })}>{suggestion}</a>?
            </>
          ) : null}
        </p>
      ) : null}
      {q && total === 0 ? <NoResults action={action} q={q} nearTerms={nearTerms} {...(group ? { group } : {})} {...(groupLabel ? { groupLabel } : {})} /> : null}
      {hits.length > 0 || groups.length > 1 || (group && groups.length > 0) ? (
        <div className="t-search-page__layout">
          {groups.length > 1 || (group && groups.length > 0) ? <Facets action={action} q={q} total={total} totalCapped={totalCapped} groups={groups} {...(group ? { group } : {})} /> : null}
          {hits.length > 0 ? (
            <ol className="t-search-page__results" start={(page - 1) * pageSize + 1}>
              {hits.map((hit, i) => {
                const link = resultHref(action, hit);
                return (
                  <li key={`${hit.url}-${i}`} className="t-search-page__result">
                    <h2 className="t-search-page__title">
                      <a href={link}>{hit.title}</a>
                    </h2>
                    <p className="t-search-page__url">{link === hit.url ? addressLine(hit.url) : `${labelOf(hit.kind, hit.group)} › ${hit.ref}`}</p>
                    <p className="t-search-page__meta">{[hit.kind === 'notice' ? 'Notice' : 'Page', labelOf(hit.kind, hit.group), hit.date].filter((part, k) => part && !(k === 1 && part === hit.title)).join(' · ')}</p>
                    {hit.snippet.length > 0 ? <p className="t-search-page__snippet">{hit.snippet.map((part, j) => (part.hit ? <mark key={j}>{part.text}</mark> : part.text))}</p> : null}
                  </li>
                );
              })}
            </ol>
          ) : null}
        </div>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Result pages" className="t-search-page__pager">
          {page > 1 ? (
            <a href={href(action, { q, group, page: page - 1 })} rel="prev">
              Previous<span className="t-visually-hidden"> page</span>
            </a>
          ) : null}
          <span>{`Page ${page} of ${pages}`}</span>
          {page < pages ? (
            <a href={href(action, { q, group, page: page + 1 })} rel="next">
              Next<span className="t-visually-hidden"> page</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
