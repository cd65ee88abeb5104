import type { ReactNode } from 'react';
import { platformId } from '../core/ids';

const HEADING_ID = platformId('search-heading');
const INPUT_ID = platformId('search-input');

export interface SearchPageProps {
  /** `/search` or `/elastic-search`: where the form and links point. */
  action: string;
  q: string;
  group?: string;
  page: number;
  pageSize: number;
  total: number;
  hits: { kind: 'page' | 'notice'; title: string; url: string; snippet: { text: string; hit: boolean }[]; group: string; date: string | null }[];
  groups: { group: string; kind: 'page' | 'notice'; count: number }[];
  suggestion?: string;
  /** Names of groups as people read them (collections: "Exchange circulars"). */
  groupLabel: (group: string) => string;
}

function href(action: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  return `${action}?${query.toString()}`;
}

/** Site search results: a GET form, the result count, filters by section and collection, highlighted snippets, pages. */
export function SearchPage({ action, q, group, page, pageSize, total, hits, groups, suggestion, groupLabel }: SearchPageProps): ReactNode {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className="t-search-page" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID}>{q ? `Search results for “${q}”` : 'Search this site'}</h1>
      <form method="get" action={action} role="search" className="t-search-page__form">
        <label htmlFor={INPUT_ID}>Search</label>
        <input id={INPUT_ID} type="search" name="q" defaultValue={q} maxLength={200} />
        {group ? <input type="hidden" name="group" value={group} /> : null}
        <button type="submit" className="t-button t-button--primary">
          Search
        </button>
      </form>
      {q ? (
        <p role="status" className="t-search-page__count">
          {total === 0 ? 'No results.' : `${total.toLocaleString('en-US')} result${total === 1 ? '' : 's'}${group ? ` in ${groupLabel(group)}` : ''}.`}
          {suggestion ? (
            <>
              {' '}
              Did you mean <a href={href(action, { q: suggestion })}>{suggestion}</a>?
            </>
          ) : null}
        </p>
      ) : null}
      {groups.length > 1 || group ? (
        <nav aria-label="Filter results" className="t-search-page__groups">
          <ul>
            <li>{group ? <a href={href(action, { q })}>All</a> : <span aria-current="true">All</span>}</li>
            {groups.map((g) => (
              <li key={`${g.kind}-${g.group}`}>
                {g.group === group ? (
                  <span aria-current="true">{`${groupLabel(g.group)} (${g.count})`}</span>
                ) : (
                  <a href={href(action, { q, group: g.group })}>{`${groupLabel(g.group)} (${g.count})`}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {hits.length > 0 ? (
        <ol className="t-search-page__results" start={(page - 1) * pageSize + 1}>
          {hits.map((hit, i) => (
            <li key={`${hit.url}-${i}`} className="t-search-page__result">
              <h2 className="t-search-page__title">{hit.url ? <a href={hit.url}>{hit.title}</a> : hit.title}</h2>
              <p className="t-search-page__meta">{[hit.kind === 'notice' ? 'Notice' : 'Page', groupLabel(hit.group), hit.date].filter(Boolean).join(' · ')}</p>
              <p className="t-search-page__snippet">{hit.snippet.map((part, j) => (part.hit ? <mark key={j}>{part.text}</mark> : part.text))}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {pages > 1 ? (
        <nav aria-label="Result pages" className="t-search-page__pager">
          {page > 1 ? <a href={href(action, { q, group, page: page - 1 })}>Previous</a> : null}
          <span>{`Page ${page} of ${pages}`}</span>
          {page < pages ? <a href={href(action, { q, group, page: page + 1 })}>Next</a> : null}
        </nav>
      ) : null}
    </section>
  );
}
