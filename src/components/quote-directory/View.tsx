import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { DelayNotice } from '../market-data/DelayNotice';
import { Pager } from '../notice-list/pager';
import { useRenderContext, type ViewProps } from '../view';
import { DIRECTORY_PARAMS, DIRECTORY_TYPES, MAX_DIRECTORY_QUERY, TYPE_PLURALS, directoryHref, typeLabel, type QuoteDirectoryData } from './data';
import type { quoteDirectory } from './definition';

type Props = PropsOf<typeof quoteDirectory>;

function Filters({ id, data, path, label }: { id: string; data: QuoteDirectoryData; path: string; label: string }) {
  const field = (name: string) => platformId(id, name);
  const problem = (name: 'type' | 'q') => data.problems[name];
  const message = (name: 'type' | 'q') =>
    problem(name) ? (
      <p className="t-field__error" id={field(`${name}-error`)}>
        {problem(name)}
      </p>
    ) : null;
  return (
    <form className="t-quote-directory__filters" method="get" action={path} role="search" aria-label={label}>
      <div className="t-field">
        <label className="t-field__label" htmlFor={field('type')}>
          Instrument type
        </label>
        <select id={field('type')} name={DIRECTORY_PARAMS.type} defaultValue={data.applied.type} aria-invalid={problem('type') ? true : undefined} aria-describedby={problem('type') ? field('type-error') : undefined}>
          {DIRECTORY_TYPES.map((t) => (
            <option key={t} value={t}>
              {typeLabel(t)}
            </option>
          ))}
        </select>
        {message('type')}
      </div>
      <div className="t-field">
        <label className="t-field__label" htmlFor={field('q')}>
          Ticker or name
        </label>
        <input
          type="search"
          id={field('q')}
          name={DIRECTORY_PARAMS.q}
          defaultValue={data.asked.q}
          maxLength={MAX_DIRECTORY_QUERY}
          aria-invalid={problem('q') ? true : undefined}
          aria-describedby={problem('q') ? field('q-error') : undefined}
        />
        {message('q')}
      </div>
      <button type="submit" className="t-button t-button--primary">
        Show instruments
      </button>
    </form>
  );
}

/**
 * The directory as the server loaded it (`RenderContext.data`): the filters, the count, a page
 * of 50 instruments and the page links. Where nothing was loaded (the editor's canvas) it says
 * what will appear.
 */
export default function QuoteDirectoryView({ id, props }: ViewProps<Props>) {
  const { data: loaded, path } = useRenderContext();
  const data = loaded?.get(id) as QuoteDirectoryData | undefined;
  const Heading = `h${headingLevel(props.heading, props.headingLevel)}` as const;
  const headingId = platformId(id, 'heading');
  const [one, many] = TYPE_PLURALS[data?.applied.type ?? props.instrumentType];
  const answer = data?.answer;
  const pageCount = answer ? Math.max(1, Math.ceil(answer.data.total / answer.data.pageSize)) : 1;
  const matching = data?.applied.q ? ` matching “${data.applied.q}”` : '';
  return (
    <section className="t-quote-directory" aria-labelledby={headingId}>
      <Heading className="t-quote-directory__heading" id={headingId}>
        {props.heading}
      </Heading>
      {!data ? (
        <p className="t-quote-directory__placeholder">{`Listed ${many} by ticker appear here, 50 a page, with a type filter and a search.`}</p>
      ) : (
        <>
          <Filters id={id} data={data} path={path} label={`Filter the ${props.heading.toLowerCase()}`} />
          {data.problems.page ? <p className="t-quote-directory__notice">{data.problems.page}</p> : null}
          {!answer ? null : answer.data.total === 0 ? (
            <p className="t-quote-directory__empty">{`No ${many}${matching}.`}</p>
          ) : (
            <>
              <p className="t-quote-directory__count">{`${answer.data.total} ${answer.data.total === 1 ? one : many}${matching}${pageCount > 1 ? `, page ${answer.data.page} of ${pageCount}` : ''}.`}</p>
              <div className="t-table-scroll" tabIndex={0} role="region" aria-labelledby={platformId(id, 'caption')}>
                <table className="t-quote-directory__table">
                  <caption id={platformId(id, 'caption')}>{`${typeLabel(data.applied.type)} directory, page ${answer.data.page} of ${pageCount}`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Ticker</th>
                      <th scope="col">Name</th>
                      <th scope="col">Exchange</th>
                      <th scope="col">MIC</th>
                      <th scope="col">Type</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.data.instruments.map((i) => (
                      <tr key={i.symbol} data-symbol={i.symbol}>
                        <th scope="row">{i.symbol}</th>
                        <td>{i.name}</td>
                        <td>{i.exchange}</td>
                        <td>{i.mic}</td>
                        <td>{typeLabel(i.type)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager label={`${props.heading} pages`} page={answer.data.page} pageCount={pageCount} hrefFor={(p) => `${path}${directoryHref(data.applied, p)}`} />
            </>
          )}
        </>
      )}
      <DelayNotice answer={answer} error={data && !answer ? 'unavailable' : null} />
    </section>
  );
}
