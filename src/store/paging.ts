import { COUNT_CAP, encodeCursor, type CountedPage, type Page, type PageRequest } from '../core/contracts/paging';
import type { Db } from './types';

/** The SQL type a sort key's text is read back as, in the cursor's comparison. */
export type KeyType = 'text' | 'integer' | 'bigint' | 'timestamptz' | 'date' | 'uuid';

/** One column of a list's sort: an expression that is never NULL, its type, its direction. */
export interface SortKey {
  /** A column or expression; a text key names its collation (`d.path COLLATE "C"`) so that the index serves the order. */
  expr: string;
  type: KeyType;
  desc?: boolean;
}

/**
 * A list's order: its name (cursors carry it) and its sort keys, together unique — the last
 * is a tie-breaker such as the id — so that a cursor names one place between two rows.
 */
export interface Keyset {
  list: string;
  order: readonly SortKey[];
}

/** The condition "comes after `$first…` in this order" (or before it), as SQL on placeholders from `$first` on. */
function seek(order: readonly SortKey[], first: number, forward: boolean): string {
  const value = (k: SortKey, i: number) => `$${first + i}::${k.type}${k.expr.includes('COLLATE') ? ' COLLATE "C"' : ''}`;
  const greater = (k: SortKey) => (k.desc ? !forward : forward);
  // One row comparison when every key runs one way: PostgreSQL seeks it in a matching index.
  if (order.every((k) => greater(k) === greater(order[0]!))) {
    const op = greater(order[0]!) ? '>' : '<';
    return `(${order.map((k) => k.expr).join(', ')}) ${op} (${order.map(value).join(', ')})`;
  }
  const alternatives = order.map((k, i) => {
    const equal = order.slice(0, i).map((p, j) => `${p.expr} = ${value(p, j)}`);
    return `(${[...equal, `${k.expr} ${greater(k) ? '>' : '<'} ${value(k, i)}`].join(' AND ')})`;
  });
  return `(${alternatives.join(' OR ')})`;
}

/**
 * One page of a list by keyset: `SELECT {columns} FROM {from} WHERE {where} ORDER BY {keyset}`
 * from the request's cursor on, `limit + 1` rows read to know whether there is a next page. The
 * conditions use `$1…` of `params`; the cursor's values are appended after them. `map` turns a
 * row into the list's record. Rows come back in the list's order whichever way the page was asked
 * for; `next` and `prev` are the cursors of the pages beside it (null at either end).
 */
export async function keysetPage<Row, T>(
  db: Db,
  {
    columns,
    from,
    where = [],
    params = [],
    keyset,
    page,
    map,
  }: { columns: string; from: string; where?: readonly string[]; params?: readonly unknown[]; keyset: Keyset; page: PageRequest; map(row: Row): T },
): Promise<Page<T>> {
  const { order, list } = keyset;
  const forward = page.cursor?.dir !== 'before';
  const conditions = [...where];
  const values = [...params];
  if (page.cursor) {
    conditions.push(seek(order, values.length + 1, forward));
    values.push(...page.cursor.key);
  }
  values.push(page.limit + 1);
  const keyColumns = order.map((k, i) => `(${k.expr})::text AS _key${i}`).join(', ');
  const orderBy = order.map((k) => `${k.expr} ${(k.desc ? !forward : forward) ? 'ASC' : 'DESC'}`).join(', ');
  const { rows } = await db.query<Row & Record<string, unknown>>(
    `SELECT ${columns}, ${keyColumns} FROM ${from} ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY ${orderBy} LIMIT $${values.length}`,
    values,
  );
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  if (!forward) shown.reverse();
  const keyOf = (row: Record<string, unknown>) => order.map((_, i) => row[`_key${i}`] as string);
  const first = shown[0];
  const last = shown[shown.length - 1];
  const cursor = (dir: 'after' | 'before', key: readonly string[]) => encodeCursor({ list, dir, key });
  let next: string | null;
  let prev: string | null;
  if (forward) {
    next = more && last ? cursor('after', keyOf(last)) : null;
    // A page asked for after a cursor has rows before it; the first page has none.
    prev = page.cursor ? cursor('before', first ? keyOf(first) : page.cursor.key) : null;
  } else {
    prev = more && first ? cursor('before', keyOf(first)) : null;
    next = cursor('after', last ? keyOf(last) : page.cursor!.key);
  }
  return { items: shown.map((row) => map(row)), next, prev };
}

/**
 * How many rows match, counted up to {@link COUNT_CAP} (`totalCapped` beyond it): a list's
 * count reads at most that many rows, whatever the table's size.
 */
export async function cappedCount(db: Db, { from, where = [], params = [] }: { from: string; where?: readonly string[]; params?: readonly unknown[] }): Promise<{ total: number; totalCapped: boolean }> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM (SELECT 1 FROM ${from} ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} LIMIT ${COUNT_CAP + 1}) AS matching`,
    params,
  );
  const n = rows[0]!.n;
  return { total: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP };
}

/** A page with its capped count, both read at once. */
export async function countedKeysetPage<Row, T>(db: Db, options: Parameters<typeof keysetPage<Row, T>>[1]): Promise<CountedPage<T>> {
  const [page, count] = await Promise.all([keysetPage(db, options), cappedCount(db, options)]);
  return { ...page, ...count };
}

/** A `LIKE` pattern that finds `text` anywhere, its wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
