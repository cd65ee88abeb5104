// Arbitraries and checks for the property-based fuzzing of routes and rendered trees (issue 21 item 9).
import fc from 'fast-check';
import { Parser } from 'htmlparser2';

/** Runs per property: small in `npm test`, large in `npm run fuzz` (TESSERA_FUZZ_RUNS). */
export const FUZZ_RUNS = Math.max(1, Number(process.env.TESSERA_FUZZ_RUNS ?? '') || 12);
/** A fixed seed in `npm test`, a fresh one in `npm run fuzz`, the given one with TESSERA_FUZZ_SEED. */
export const FUZZ_SEED = process.env.TESSERA_FUZZ_SEED
  ? Number(process.env.TESSERA_FUZZ_SEED)
  : process.env.TESSERA_FUZZ_RUNS
    ? (Date.now() ^ (Math.random() * 0x7fffffff)) | 0
    : 20_210_921;

/**
 * A URL anywhere in fuzz input names loopback only: a route that fetches what it is given
 * (a chart source, a form target) must never be led to another address, even by chance.
 */
export function loopbackOnly(value: string): string {
  return value.replace(/\b(https?|wss?|ftp):\/\/[^/?#\s]*/gi, (_m, scheme: string) => `${scheme}://127.0.0.1:9`);
}

/** Strings that have broken parsers, validators, stores and HTML before. */
export const HOSTILE_STRINGS: readonly string[] = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF', '\uFFFF', '\uFEFF', '\u2028', '\u2029', '\u202Eevil',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'then',
  '1e308', '1e309', '-0', '18446744073709551616', '-9223372036854775809', 'NaN', 'Infinity', '-1', '0', '1.5', '0x10', '9007199254740993', '1e-400',
  'null', 'undefined', 'true', '[]', '{}', '[object Object]',
  'javascript:alert(1)', ' jav&#x09;ascript:alert(1)', 'java\tscript:alert(1)', 'JaVaScRiPt:alert(1)', '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox(1)',
  '"><script>alert(1)</script>', "'><img src=x onerror=alert(1)>", '<img src=x onerror=alert(1)>', '</script><script>alert(1)</script>',
  'onerror=alert(1)', '" onmouseover="alert(1)', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<a href="javascript:alert(1)">x</a>', '<iframe srcdoc="<script>alert(1)</script>">', '<form action="javascript:alert(1)"><button>x</button></form>',
  '<p>ok</p>', '<!--', ']]>', '&lt;script&gt;', '&#0;', '\u2028</script>',
  '../../etc/passwd', '..%2f..%2f', '%00', '%', '%zz', '..\\..\\', '//127.0.0.1:9/x', '\\\\127.0.0.1\\x', 'http://127.0.0.1:9/', 'https://localhost:9/x.png',
  'mailto:someone@example.test', 'tel:+1-212-555-0100', '#top', '?year=2024', '/fees', '/static/img/logo.svg',
  "' OR 1=1 --", '"; DROP TABLE documents; --', '$(id)', '${7*7}', '{{7*7}}', '%s%s%s%n',
  '2024-02-30', '9999-12-31T23:59:59Z', '0000-00-00', '2024-01-01T00:00:00+25:00',
  'nyse', 'ice', 'page', 'partial', 'CMSTWO Admin', 'user@example.test',
  'a'.repeat(10_000), 'é'.repeat(3_000), '😀'.repeat(2_000), '\u0301'.repeat(500),
];

/** Values of the wrong type, huge, deeply nested or shaped to pollute prototypes. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null, true, false, 0, -0, 1e308, -1e308, 5e-324, 2 ** 53 + 2, 2 ** 64, -(2 ** 63), 0.1, -1,
  [], {}, [null], [[[]]], { '': '' },
  JSON.parse('{"__proto__":{"polluted":true}}'), JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'), { prototype: { polluted: true } },
  nest(200, (inner) => [inner], 1), Array.from({ length: 2_000 }, (_, i) => i),
];

/** `depth` levels of `wrap` around `leaf`. */
export function nest(depth: number, wrap: (inner: unknown) => unknown, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }).map(loopbackOnly) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 8 })).map(([a, b]) => loopbackOnly(b + a + b)) },
);
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

/** Raw JSON texts no `JSON.stringify` of a value can produce: deep nesting, out-of-range numbers, prototype keys. */
export const RAW_JSON: readonly string[] = [
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}', '{"a":{"__proto__":{"x":1}}}',
  '1e309', '-0', '18446744073709551616', '1e-400', 'NaN', 'Infinity', '"\\ud800"', '"\\u0000"', '{"a":"\\udfff"}',
  '', ' ', 'null', 'true', '[]', '{}', '"x"', '{', '{"a":1,}', "{'a':1}", '\uFEFF{}', '{"a":1}{"a":2}', '{"a":1,"a":2}',
  '{"title":' + '['.repeat(5_000) + ']'.repeat(5_000) + '}',
];

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  maxLength?: number;
  pattern?: string;
  [key: string]: unknown;
}

export interface SchemaOptions {
  /** Resolves `$ref`s ("#/components/schemas/X", "#/$defs/X"). */
  root: unknown;
  /** Weight (an integer) of a hostile value against 10 for one of the schema's own shape, at every level. */
  hostile: number;
  /** Strings of the schema's own shape. */
  string?: fc.Arbitrary<string>;
  maxDepth?: number;
}

function resolve(schema: JsonSchema, root: unknown): JsonSchema {
  let s = schema;
  for (let i = 0; s.$ref && i < 20; i++) {
    const parts = s.$ref.replace(/^#\/?/, '').split('/').filter(Boolean).map((p) => decodeURIComponent(p.replace(/~1/g, '/').replace(/~0/g, '~')));
    let target: unknown = root;
    for (const part of parts) target = (target as Record<string, unknown> | undefined)?.[part];
    if (!target || typeof target !== 'object') return {};
    s = { ...(target as JsonSchema), ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== '$ref')) };
  }
  return s;
}

const plainString = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('Fees', 'Trading hours', 'info', '/fees', 'https://localhost:9/a.png', '#top'));

/** Values shaped like `schema` (roughly: it is the hostile ones that matter), hostile ones mixed in at every level. */
export function fromSchema(schema: JsonSchema, options: SchemaOptions, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, options.root);
  const own = ownShape(s, options, depth);
  return options.hostile > 0 ? fc.oneof({ weight: 10, arbitrary: own }, { weight: options.hostile, arbitrary: hostileValue }) : own;
}

function ownShape(s: JsonSchema, options: SchemaOptions, depth: number): fc.Arbitrary<unknown> {
  const deeper = depth >= (options.maxDepth ?? 6);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union && union.length > 0) return fc.oneof(...union.map((member) => fromSchema({ ...s, anyOf: undefined, oneOf: undefined, ...member }, options, depth + 1)));
  if (s.allOf && s.allOf.length > 0) return fromSchema(Object.assign({}, ...s.allOf.map((m) => resolve(m, options.root))) as JsonSchema, options, depth + 1);
  const types = s.type === undefined ? (s.properties ? ['object'] : ['string', 'number', 'boolean', 'null']) : [s.type].flat();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          if (s.format === 'uuid') return fc.uuid();
          if (s.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2200-01-01') }).map((d) => d.toISOString());
          if (s.format === 'date') return fc.date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2200-01-01') }).map((d) => d.toISOString().slice(0, 10));
          if (s.format === 'email') return fc.constantFrom('someone@example.test', 'a@b.test');
          return options.string ?? plainString;
        case 'integer':
          return fc.integer({ min: Math.max(s.minimum ?? -1000, -(2 ** 31)), max: Math.min(s.maximum ?? 1000, 2 ** 31) });
        case 'number':
          return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array': {
          if (deeper) return fc.constant([]);
          const items = Array.isArray(s.items) ? s.items : s.prefixItems;
          if (items) return fc.tuple(...items.map((item) => fromSchema(item, options, depth + 1)));
          return fc.array(fromSchema((s.items as JsonSchema | undefined) ?? {}, options, depth + 1), { maxLength: Math.min(s.maxItems ?? 3, 3) });
        }
        case 'object': {
          const properties = s.properties ?? {};
          const keys = Object.keys(properties);
          if (deeper || keys.length === 0) return fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype')), hostileValue, { maxKeys: 2 });
          const required = (s.required ?? []).filter((k) => keys.includes(k));
          return fc.record(Object.fromEntries(keys.map((k) => [k, fromSchema(properties[k]!, options, depth + 1)])), { requiredKeys: required });
        }
        default:
          return hostileValue;
      }
    }),
  );
}

/** One part of a multipart body: a field, or a file when it has a file name. */
export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: string | Buffer;
}

export function multipartBody(parts: readonly Part[], boundary: string, { truncate = false } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.type !== undefined) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (!truncate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A PNG signature and header chunk followed by nothing: the damaged image of issue 21 item 4. */
const TRUNCATED_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.from([0, 0, 1, 0, 0, 0, 1, 0, 8, 6, 0, 0, 0])]);
const SVG_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></svg>';
const TINY_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>';
const CSV = 'title,date\n"=cmd|x",2024-01-01\n';

export const filePart = fc.record({
  name: fc.constantFrom('file', 'files', 'upload', 'attachment', '__proto__', ''),
  filename: fc.constantFrom('a.png', 'a.svg', 'a.pdf', 'a.csv', '../../etc/passwd', 'x"\r\nX-Injected: 1', '\u0000.png', '\uD800.svg', 'a'.repeat(1_000), ''),
  type: fc.constantFrom('image/png', 'image/svg+xml', 'application/pdf', 'text/csv', 'text/html', 'application/octet-stream', '', 'image/png; charset=\u0000'),
  data: fc.oneof(fc.constantFrom<string | Buffer>(TRUNCATED_PNG, SVG_SCRIPT, TINY_SVG, CSV, '', '%PDF-1.4\n%%EOF'), fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a))),
});

/** Percent-encodes for a URL; lone surrogates (which `encodeURIComponent` refuses) become their raw bytes. */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => (/[\uD800-\uDFFF]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
}

/** Raw path or query pieces no encoder writes: broken escapes, encoded NUL and surrogates, dots. */
export const RAW_URL_PIECES: readonly string[] = ['%', '%zz', '%00', '%ED%A0%80', '%C0%AE%C0%AE', '..', '%2e%2e', '%2F', 'a%2Fb', '%FF', '%E2%80%A8', 'a'.repeat(600)];

/** Header values a real HTTP parser would pass on: visible Latin-1 and tabs, no CR, LF or NUL. */
export function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

/** Where a document's markup may point: http(s), mailto, tel, or a relative address. */
export const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'ping', 'cite', 'longdesc', 'manifest', 'codebase', 'archive']);

/** The scheme a browser would see: it drops leading C0 controls and spaces, and tabs and newlines anywhere. */
export function schemeOf(url: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- the C0 controls are what browsers strip
  const cleaned = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

/**
 * What makes rendered HTML run script: event-handler attributes, disallowed schemes in URL
 * attributes (srcset's candidates too), inline scripts that are not the platform's JSON data
 * or modules from `/assets/`, `srcdoc`, refresh redirects, `<base>`. An empty list when none.
 */
export function executableProblems(html: string): string[] {
  const problems: string[] = [];
  const stack: { name: string; attribs: Record<string, string> }[] = [];
  let scriptText = '';
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        for (const [attribute, value] of Object.entries(attribs)) {
          const key = attribute.toLowerCase();
          if (key.startsWith('on')) problems.push(`<${name} ${attribute}="${value.slice(0, 80)}">`);
          if (key === 'srcdoc') problems.push(`<${name} srcdoc>`);
          const urls = key === 'srcset' || key === 'imagesrcset' ? value.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '') : URL_ATTRIBUTES.has(key) ? [value] : [];
          for (const url of urls) {
            const scheme = schemeOf(url);
            if (scheme && !ALLOWED_SCHEMES.has(scheme)) problems.push(`<${name} ${attribute}="${url.slice(0, 80)}">: the ${scheme}: scheme`);
          }
        }
        if (name === 'meta' && (attribs['http-equiv'] ?? '').toLowerCase() === 'refresh') problems.push(`<meta http-equiv="refresh" content="${attribs.content}">`);
        if (name === 'base') problems.push('<base>');
        if (name === 'script') {
          const type = (attribs.type ?? '').toLowerCase();
          const src = attribs.src;
          if (src !== undefined) {
            if (!src.startsWith('/assets/')) problems.push(`<script src="${src.slice(0, 80)}">`);
          } else if (type !== 'application/json') problems.push(`an inline <script type="${type}">`);
        }
        stack.push({ name, attribs });
        scriptText = '';
      },
      ontext(text) {
        scriptText += text;
      },
      onclosetag(name) {
        const open = stack.pop();
        if (name === 'script' && open?.attribs.type === 'application/json') {
          try {
            JSON.parse(scriptText);
          } catch {
            problems.push(`<script type="application/json"> that is not JSON (something closed it early): ${scriptText.slice(0, 120)}`);
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}
