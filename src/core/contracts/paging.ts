/**
 * Paging of every list answer of the content API (issue 40 item 3, DESIGN §8): a client asks
 * for `limit` rows and gets them with `next` (and `prev`), opaque cursors it sends back as
 * `cursor` for the following (or preceding) page. Cursors hold the sort key of a page's last
 * (or first) row, so the server seeks to it through an index (keyset paging): page 1,000 costs
 * what page 1 costs, and a row added or removed meanwhile shifts nothing.
 */
import { z } from 'zod';

/** Rows a list answers when the client gives no `limit`, and the most it may ask for (a list may choose others; its contract says). */
export const PAGE_LIMIT = { default: 50, max: 200 } as const;

/** Counting stops here: a list that counts says "more than {COUNT_CAP}" past it (`totalCapped`), so a count never reads a million rows. */
export const COUNT_CAP = 10_000;

/** Where a page starts: after the row whose sort key is `key` (the next page), or before it (the previous). */
export interface CursorPosition {
  /** The list the cursor belongs to (`documents`, `notices`, …): a cursor of another list is refused. */
  list: string;
  dir: 'after' | 'before';
  /** The sort key's values as text, in the order of the list's sort. */
  key: readonly string[];
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The opaque text of a cursor (URL-safe base64 of its JSON). */
export function encodeCursor({ list, dir, key }: CursorPosition): string {
  return toBase64Url(JSON.stringify([list, dir === 'after' ? 'a' : 'b', ...key]));
}

/** A cursor's position, or undefined for text that is not a cursor this server wrote. */
export function decodeCursor(text: string): CursorPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(text));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length < 3 || !value.every((v) => typeof v === 'string')) return undefined;
  const [list, dir, ...key] = value as string[];
  if (dir !== 'a' && dir !== 'b') return undefined;
  return { list: list!, dir: dir === 'a' ? 'after' : 'before', key };
}

/** The message of a cursor the list did not give. */
export const BAD_CURSOR = 'cursor is not one this list gave: send the `next` or `prev` of its last answer, or leave cursor out for the first page';

/**
 * The paging part of a list's query: `limit` (1 to `max`, `default` when absent) and `cursor`
 * (the `next` or `prev` of an earlier answer of this list, decoded here: a handler reads its
 * position). A limit over the maximum or a cursor of another list is a 400 naming the field.
 */
export function pageParams(list: string, { keyLength, limit = PAGE_LIMIT }: { keyLength: number; limit?: { default: number; max: number } }) {
  return {
    limit: z.coerce
      .number({ error: 'limit is a whole number' })
      .int('limit is a whole number')
      .min(1, 'limit is at least 1')
      .max(limit.max, `limit is at most ${limit.max}`)
      .default(limit.default)
      .describe(`Rows per page: ${limit.default} when absent, at most ${limit.max}`),
    cursor: z
      .string()
      .max(2000, BAD_CURSOR)
      .transform((text, ctx): CursorPosition => {
        const position = decodeCursor(text);
        if (!position || position.list !== list || position.key.length !== keyLength) {
          ctx.issues.push({ code: 'custom', message: BAD_CURSOR, input: text });
          return z.NEVER;
        }
        return position;
      })
      .optional()
      .describe('The `next` (or `prev`) of the previous answer; absent for the first page'),
  };
}

/** What every page answers beside its rows. */
export const PageLinks = {
  next: z.string().nullable().describe('`cursor` for the next page; null on the last page'),
  prev: z.string().nullable().describe('`cursor` for the page before; null on the first page'),
};

/** What a list that counts adds: how many rows match, up to {@link COUNT_CAP}. */
export const PageTotal = {
  total: z.number().int().describe(`How many rows match the filters, counted up to ${COUNT_CAP.toLocaleString('en-US')}`),
  totalCapped: z.boolean().describe(`true: more than \`total\` rows match (counting stopped at ${COUNT_CAP.toLocaleString('en-US')})`),
};

/** A page of rows as the store and the operations give it, before the route names its rows. */
export interface Page<T> {
  items: T[];
  next: string | null;
  prev: string | null;
}

/** A page with its count (lists that count). */
export interface CountedPage<T> extends Page<T> {
  total: number;
  totalCapped: boolean;
}

/** A page's position and size as an operation receives it from the route. */
export interface PageRequest {
  limit: number;
  cursor?: CursorPosition | undefined;
}
