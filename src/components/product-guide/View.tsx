import type { PropsOf } from '../../core/component';
import { MAX_PRODUCT_QUERY } from '../../core/contracts/product-guide';
import { platformId } from '../../core/ids';
import { ALL_PRODUCT_GROUPS, MIC_NAMES, type MicCode } from '../../core/product-guide';
import { useRenderContext, type ViewProps } from '../view';
import { ALL_GROUPS, ALL_VENUES, PRODUCT_GUIDE_PARAMS, type ProductGuideData } from './data';
import type { productGuide } from './definition';

type Props = PropsOf<typeof productGuide>;

/** `Energy`, `Energy: Oil`. */
function groupLabel(id: string): string {
  const group = ALL_PRODUCT_GROUPS.find((g) => g.id === id);
  if (!group) return 'All groups';
  const parent = group.parent && ALL_PRODUCT_GROUPS.find((g) => g.id === group.parent);
  return parent ? `${parent.name}: ${group.name}` : group.name;
}

/** What the table shows, for its caption and the count: `Energy products matching “brent”`. */
function scopeText({ group, q }: ProductGuideData['applied']): string {
  const what = group === ALL_GROUPS ? 'products' : `${groupLabel(group)} products`;
  return q ? `${what} matching “${q}”` : what;
}

/**
 * The products as a captioned table, after a GET form of group and search words that the
 * address keeps. Where nothing was loaded (the editor's canvas) it says what will appear.
 */
export default function ProductGuideView({ id, props }: ViewProps<Props>) {
  const { data: loaded, path } = useRenderContext();
  const data = loaded?.get(id) as ProductGuideData | undefined;
  if (!data) {
    return (
      <div className="t-product-guide t-product-guide--placeholder">
        <p>
          The product guide lists {props.group === ALL_GROUPS ? 'every product' : `${groupLabel(props.group)} products`}
          {props.micCode === ALL_VENUES ? '' : ` of ${MIC_NAMES[props.micCode as MicCode]}`} here, with a group filter and a search.
        </p>
      </div>
    );
  }
  const { asked, applied, problems, products } = data;
  const groupId = platformId(id, 'group');
  const queryId = platformId(id, 'q');
  const errorId = (name: string) => platformId(id, name, 'error');
  const scope = scopeText(applied);
  const filtered = applied.group !== props.group || applied.q !== '';
  return (
    <div className="t-product-guide">
      <form className="t-product-guide__filters" method="get" action={path} aria-label={`Filter ${props.caption}`}>
        <div className="t-field t-product-guide__field">
          <label className="t-field__label" htmlFor={groupId}>
            Group
          </label>
          <select
            id={groupId}
            name={PRODUCT_GUIDE_PARAMS.group}
            defaultValue={problems.group ? applied.group : asked.group}
            {...(problems.group ? { 'aria-invalid': true, 'aria-describedby': errorId('group') } : {})}
          >
            <option value={ALL_GROUPS}>All groups</option>
            {ALL_PRODUCT_GROUPS.map((g) => (
              <option key={g.id} value={g.id}>
                {groupLabel(g.id)}
              </option>
            ))}
          </select>
          {problems.group ? (
            <p className="t-field__error" id={errorId('group')}>
              {problems.group}
            </p>
          ) : null}
        </div>
        <div className="t-field t-product-guide__field">
          <label className="t-field__label" htmlFor={queryId}>
            Search products
          </label>
          <input
            id={queryId}
            type="search"
            name={PRODUCT_GUIDE_PARAMS.q}
            defaultValue={asked.q}
            maxLength={MAX_PRODUCT_QUERY}
            placeholder="Brent, TTF, gold"
            {...(problems.q ? { 'aria-invalid': true, 'aria-describedby': errorId('q') } : {})}
          />
          {problems.q ? (
            <p className="t-field__error" id={errorId('q')}>
              {problems.q}
            </p>
          ) : null}
        </div>
        <button type="submit" className="t-button t-product-guide__submit">
          Show
        </button>
        {filtered ? (
          <a className="t-product-guide__reset" href={path}>
            Clear filters
          </a>
        ) : null}
      </form>
      {products.length === 0 ? (
        <p className="t-product-guide__count">No {scope}.</p>
      ) : (
        <>
          <p className="t-product-guide__count">
            {products.length} {products.length === 1 ? scope.replace(/^(.*?)products/, '$1product') : scope}.
          </p>
          <div className="t-table-scroll" tabIndex={0} role="region" aria-label={props.caption}>
            <table className="t-product-guide__table">
              <caption>{filtered ? `${props.caption}: ${scope}` : props.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Physical commodity</th>
                  <th scope="col">Product</th>
                  <th scope="col">Group</th>
                  <th scope="col">Venue (MIC)</th>
                </tr>
              </thead>
              <tbody>
                {products.map((p) => (
                  <tr key={`${p.micCode}/${p.specName}`}>
                    <td>{p.physicalCommodity}</td>
                    <th scope="row">{p.specName}</th>
                    <td>{p.groupName}</td>
                    <td>{`${MIC_NAMES[p.micCode]} (${p.micCode})`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
