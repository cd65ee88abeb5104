import { LAUNCH_MEMORY_OPTIONS, LAUNCHER_HEARTBEAT } from '../../core/constants';
import { LAUNCH_ENVIRONMENT_LABELS, LAUNCH_ENVIRONMENTS, type LaunchConfig, type LaunchEnvironment, type LaunchInstaller, type SupportLine } from '../../core/contracts/launch';
import { TesseraError } from '../../core/errors';
import type { ContentContext } from '../context';

/** Where installers download from (the route of `server/routes/launch.ts`). */
export const INSTALLERS_PATH = '/api/webice-cms-config/launch/installers';

const VERSIONS: Record<LaunchEnvironment, string> = { production: '14.2.1', test: '14.3.0-rc.2' };

/** The help desk's 24-hour lines: numbers from ranges kept for fiction (NANP 555-01xx, Ofcom 020 7946 0xxx, ACMA 02 5550 xxxx). */
const SUPPORT_LINES: readonly SupportLine[] = [
  { region: 'Americas', phone: '+1 212 555-0142', tel: '+12125550142' },
  { region: 'Europe, Middle East and Africa', phone: '+44 20 7946 0731', tel: '+442079460731' },
  { region: 'Asia Pacific', phone: '+61 2 5550 4417', tel: '+61255504417' },
];

interface InstallerFile {
  installer: LaunchInstaller;
  fileName: string;
  text: string;
}

const memorySlug = (memory: string) => memory.toLowerCase().replace(/\s+/g, '');

/**
 * The demonstration has no real installers: each "installer" is a short text file that says
 * so, with what a real one would install. Its size is the size of that file.
 */
const FILES: ReadonlyMap<string, InstallerFile> = new Map(
  LAUNCH_ENVIRONMENTS.flatMap((environment) =>
    LAUNCH_MEMORY_OPTIONS.map((memory) => {
      const id = `webice-${environment}-${memorySlug(memory)}`;
      const name = `WebICE desktop, ${memory}, ${LAUNCH_ENVIRONMENT_LABELS[environment]}`;
      const text =
        `${name}, version ${VERSIONS[environment]}\n\n` +
        'This is a demonstration installer: it installs nothing.\n' +
        `A real installer would set up the WebICE desktop application with a ${memory} memory allowance, ` +
        `connected to the ${LAUNCH_ENVIRONMENT_LABELS[environment]} environment.\n\n` +
        `24-hour help desk: ${SUPPORT_LINES.map((line) => `${line.region} ${line.phone}`).join('; ')}\n`;
      const installer: LaunchInstaller = {
        id,
        name,
        memory,
        environment,
        url: `${INSTALLERS_PATH}/${id}`,
        version: VERSIONS[environment],
        size: Buffer.byteLength(text, 'utf8'),
      };
      return [id, { installer, fileName: `${id}.txt`, text }] as const;
    }),
  ),
);

/** The launcher's configuration: every installer (or those of one environment) and the support lines. */
export async function launchConfig(_ctx: ContentContext, { environment }: { environment?: LaunchEnvironment | undefined } = {}): Promise<LaunchConfig> {
  const installers = [...FILES.values()].map((file) => file.installer).filter((installer) => !environment || installer.environment === environment);
  return { installers, supportLines: [...SUPPORT_LINES] };
}

/** One installer's file; 404 for an id that names none. */
export async function launchInstallerFile(_ctx: ContentContext, { installerId }: { installerId: string }): Promise<{ fileName: string; text: string }> {
  const file = FILES.get(installerId);
  if (!file) throw new TesseraError('NOT_FOUND', { what: `Installer "${installerId}"` });
  return { fileName: file.fileName, text: file.text };
}

/** How long after its last heartbeat an open launcher counts as closed. */
const OPEN_WINDOW_MS = 2 * LAUNCHER_HEARTBEAT + 1000;
const MAX_TRACKED = 10_000;
const lastBeats = new WeakMap<object, Map<string, number>>();

/**
 * A launcher says it is still open (every 5000 ms while it is). The server keeps, per
 * application, when each open launcher was last heard from, bounded and forgetting the quiet.
 */
export async function launchHeartbeat(ctx: Pick<ContentContext, 'clock'>, { launcherId }: { launcherId: string }): Promise<void> {
  let beats = lastBeats.get(ctx);
  if (!beats) lastBeats.set(ctx, (beats = new Map()));
  const now = ctx.clock.now().getTime();
  beats.delete(launcherId);
  beats.set(launcherId, now);
  // Insertion order is the order of last beats: the quiet ones are at the front.
  for (const [id, at] of beats) {
    if (now - at <= OPEN_WINDOW_MS && beats.size <= MAX_TRACKED) break;
    beats.delete(id);
  }
}

/** How many launchers sent a heartbeat within the last two intervals. */
export function openLaunchers(ctx: Pick<ContentContext, 'clock'>): number {
  const beats = lastBeats.get(ctx);
  if (!beats) return 0;
  const now = ctx.clock.now().getTime();
  let open = 0;
  for (const at of beats.values()) if (now - at <= OPEN_WINDOW_MS) open += 1;
  return open;
}
