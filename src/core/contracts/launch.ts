import { z } from 'zod';
import { LAUNCH_MEMORY_OPTIONS } from '../constants';
import { LAUNCH_ENVIRONMENTS } from '../launch';

/**
 * The launcher's configuration (`/api/webice-cms-config/launch`, issue 15): the desktop
 * installers by memory size and environment, and the help desk's 24-hour phone lines by region.
 */
export { LAUNCH_ENVIRONMENT_LABELS, LAUNCH_ENVIRONMENTS } from '../launch';

export const LaunchEnvironment = z.enum(LAUNCH_ENVIRONMENTS, { message: `Unknown environment; use ${LAUNCH_ENVIRONMENTS.join(' or ')}` });
export const LaunchMemory = z.enum(LAUNCH_MEMORY_OPTIONS);

export const LaunchInstaller = z.object({
  id: z.string(),
  name: z.string(),
  memory: LaunchMemory,
  environment: LaunchEnvironment,
  /** Where the installer downloads from: a path on this site. */
  url: z.string(),
  version: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
});

export const SupportLine = z.object({
  region: z.string(),
  /** As people dial it, e.g. `+1 212 555-0142`. */
  phone: z.string(),
  /** For `tel:` links: `+` and digits only. */
  tel: z.string().regex(/^\+\d{6,15}$/),
});

export const LaunchConfig = z.object({
  installers: z.array(LaunchInstaller),
  supportLines: z.array(SupportLine),
});

export const LaunchQuery = z.strictObject({ environment: LaunchEnvironment.optional().describe('Only the installers of this environment') });
export const InstallerParams = z.object({ installerId: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Installer ids are lower-case letters, digits and dashes') });
/** Sent while the launcher is open; `launcherId` names one opening of it. */
export const LaunchHeartbeatBody = z.strictObject({ launcherId: z.uuid('launcherId is a UUID') });

export type LaunchEnvironment = z.infer<typeof LaunchEnvironment>;
export type LaunchInstaller = z.infer<typeof LaunchInstaller>;
export type SupportLine = z.infer<typeof SupportLine>;
export type LaunchConfig = z.infer<typeof LaunchConfig>;
