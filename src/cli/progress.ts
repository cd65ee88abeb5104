import type { BootstrapProgress, BootstrapStep } from '../content';

/**
 * A progress bar on a terminal (stderr): redrawn in place where it is a TTY, a line per tenth
 * elsewhere (CI logs).
 */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr): (done: number, total: number) => void {
  let lastTenth = -1;
  return (done, total) => {
    const ratio = total === 0 ? 1 : done / total;
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(ratio * width);
      stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`);
      if (done >= total) stream.write('\n');
      return;
    }
    const tenth = Math.floor(ratio * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(`${label}: ${Math.round(ratio * 100)}% (${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')})\n`);
    }
  };
}

const count = (n: number) => n.toLocaleString('en-US');

/** Each step's words: the line when it begins (steps that take a while), as it goes, and when it ends. */
const STEPS: Record<BootstrapStep, { begin?: (total: number) => string; going?: (done: number, total: number) => string; end: (total: number) => string }> = {
  migrations: { begin: (n) => `Migrations: applying ${count(n)}…`, end: (n) => `Migrations: ${count(n)} applied` },
  sites: { end: (n) => `Sites: ${count(n)} installed` },
  administrator: { end: () => 'Administrator: created' },
  images: { end: (n) => `Demo images: ${count(n)} added` },
  documents: { going: (done, total) => `Seeding documents: ${count(done)}/${count(total)}`, end: (n) => `Seeding documents: ${count(n)}/${count(n)}` },
  search: { end: (n) => `Search index: ${count(n)} pages indexed` },
  'notice documents': { begin: (n) => `Notice documents: rendering ${count(n)} beside the seeding…`, end: (n) => `Notice documents: ${count(n)} ready` },
  notices: { begin: (n) => `Notices: publishing ${count(n)}…`, end: (n) => `Notices: ${count(n)} published` },
  visitors: { end: (n) => `Demo visitors: ${count(n)} created` },
};

/**
 * Prints a bootstrap's progress (content's `BootstrapProgress`) a line per step, so that a
 * first start says what it is doing: when a slow step begins, as the seeding goes (redrawn in
 * place on a terminal, a line per tenth elsewhere), and when each step ends, with its time.
 * Lines are not indented: the start's closing block indents its addresses.
 */
export function bootstrapReporter(stream: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout): (progress: BootstrapProgress) => void {
  const began = new Map<BootstrapStep, number>();
  const tenths = new Map<BootstrapStep, number>();
  /** The step whose line is drawn in place (terminals only), and that line. */
  let drawn: { step: BootstrapStep; text: string } | undefined;
  const line = (text: string, keepDrawn = true) => {
    // A line drawn in place is cleared, the new line written, and it is drawn again below.
    if (!keepDrawn) drawn = undefined;
    stream.write(`${drawn || !keepDrawn ? '\r\x1b[K' : ''}${text}\n${drawn?.text ?? ''}`);
  };
  return ({ step, done, total }) => {
    const words = STEPS[step];
    const now = performance.now();
    if (!began.has(step)) {
      began.set(step, now);
      if (done < total && words.begin) line(words.begin(total));
    }
    if (done >= total) {
      const seconds = (now - began.get(step)!) / 1000;
      line(`${words.end(total)}${seconds >= 0.1 ? ` (${seconds.toFixed(1)} s)` : ''}`, drawn?.step !== step);
      return;
    }
    if (!words.going || done === 0) return;
    if (stream.isTTY) {
      drawn = { step, text: words.going(done, total) };
      stream.write(`\r\x1b[K${drawn.text}`);
      return;
    }
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== tenths.get(step)) {
      tenths.set(step, tenth);
      line(words.going(done, total));
    }
  };
}
