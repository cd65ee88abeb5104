/**
 * A reader of Prometheus' text exposition format (version 0.0.4, what prom-client writes): the
 * `# HELP` and `# TYPE` of each family and every sample with its labels (escapes undone), so
 * that tests assert on series rather than on substrings. Refuses what is not the format.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  help: Map<string, string>;
  types: Map<string, string>;
  samples: Sample[];
  /** The sample of `name` with exactly these labels, or undefined. */
  value(name: string, labels?: Record<string, string>): number | undefined;
  /** Every sample of `name` whose labels include these. */
  series(name: string, labels?: Record<string, string>): Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;

/** As Prometheus reads values (Go's ParseFloat): `NaN` and `Inf` in any case (prom-client writes `Nan`). */
function parseValue(text: string, line: string): number {
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`Not a sample value: ${JSON.stringify(text)} in ${JSON.stringify(line)}`);
  return value;
}

function parseSample(line: string): Sample {
  const name = NAME.exec(line)?.[0];
  if (!name) throw new Error(`Not a sample: ${JSON.stringify(line)}`);
  let at = name.length;
  const labels: Record<string, string> = {};
  if (line[at] === '{') {
    at++;
    while (line[at] !== '}') {
      const label = LABEL_NAME.exec(line.slice(at))?.[0];
      if (!label || line[at + label.length] !== '=' || line[at + label.length + 1] !== '"') throw new Error(`Bad label at ${at} in ${JSON.stringify(line)}`);
      at += label.length + 2;
      let value = '';
      while (line[at] !== '"') {
        if (at >= line.length) throw new Error(`Unterminated label value in ${JSON.stringify(line)}`);
        if (line[at] === '\\') {
          const next = line[at + 1];
          value += next === 'n' ? '\n' : next === '\\' ? '\\' : next === '"' ? '"' : `\\${next}`;
          at += 2;
        } else value += line[at++];
      }
      at++;
      if (label in labels) throw new Error(`Label ${label} twice in ${JSON.stringify(line)}`);
      labels[label] = value;
      if (line[at] === ',') at++;
      else if (line[at] !== '}') throw new Error(`Expected , or } at ${at} in ${JSON.stringify(line)}`);
    }
    at++;
  }
  if (line[at] !== ' ') throw new Error(`Expected a space before the value in ${JSON.stringify(line)}`);
  const [value, timestamp, ...rest] = line.slice(at + 1).trim().split(/\s+/);
  if (rest.length > 0 || (timestamp !== undefined && !/^-?\d+$/.test(timestamp))) throw new Error(`Trailing text in ${JSON.stringify(line)}`);
  return { name, labels, value: parseValue(value ?? '', line) };
}

const sameLabels = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);
const includesLabels = (a: Record<string, string>, b: Record<string, string>) => Object.entries(b).every(([k, v]) => a[k] === v);

export function parsePrometheusText(text: string): Exposition {
  const help = new Map<string, string>();
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const comment = /^#\s+(HELP|TYPE)\s+([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(.*)$/.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment;
      if (kind === 'TYPE') {
        if (!['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(rest!)) throw new Error(`Unknown type in ${JSON.stringify(line)}`);
        if (types.has(name!)) throw new Error(`Second TYPE for ${name}`);
        types.set(name!, rest!);
      } else help.set(name!, rest!.replace(/\\n/g, '\n').replace(/\\\\/g, '\\'));
      continue;
    }
    if (line.startsWith('#')) continue;
    samples.push(parseSample(line));
  }
  return {
    help,
    types,
    samples,
    value: (name, labels = {}) => samples.find((s) => s.name === name && sameLabels(s.labels, labels))?.value,
    series: (name, labels = {}) => samples.filter((s) => s.name === name && includesLabels(s.labels, labels)),
  };
}
