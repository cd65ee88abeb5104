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
