import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDaemon, type Daemon } from './daemon';

/** The documented VCL (docs/deployment.md), run as it is but for its backend's port. */
export const VARNISH_VCL = fileURLToPath(new URL('../../deploy/varnish.vcl', import.meta.url));

/** deploy/varnish.vcl with the backend (the line marked BACKEND) on 127.0.0.1:`port`. */
export async function vclFor(backendPort: number): Promise<string> {
  const vcl = await readFile(VARNISH_VCL, 'utf8');
  const line = /\.port = "\d+"; # BACKEND\b.*$/m;
  if (!line.test(vcl)) throw new Error(`${VARNISH_VCL} has no backend port line marked # BACKEND`);
  return vcl.replace(line, `.port = "${backendPort}";`);
}

/**
 * Varnish on 127.0.0.1:`port` in front of 127.0.0.1:`backendPort`, with its VCL, working
 * directory and 64 MB of cache in `dir`. `-j none`: no privilege separation, which as root
 * would otherwise switch to the varnish user (who cannot read a private temporary directory).
 */
export async function startVarnish({ port, backendPort, dir }: { port: number; backendPort: number; dir: string }): Promise<Daemon> {
  const vcl = join(dir, 'tessera.vcl');
  await writeFile(vcl, await vclFor(backendPort));
  return startDaemon({
    name: 'Varnish',
    command: 'varnishd',
    args: ['-F', '-j', 'none', '-a', `127.0.0.1:${port}`, '-f', vcl, '-n', join(dir, 'varnish'), '-s', 'malloc,64m'],
    port,
  });
}
