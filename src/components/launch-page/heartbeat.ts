import { LAUNCHER_HEARTBEAT } from '../../core/constants';

/** Where an open launcher reports that it is still open (`server/routes/launch.ts`). */
export const HEARTBEAT_URL = '/api/webice-cms-config/launch/heartbeat';

export interface Timers {
  setInterval(beat: () => void, ms: number): unknown;
  clearInterval(handle: never): void;
}

/**
 * Beats once now and then every `intervalMs` (specification §9: launcher heartbeat 5000 ms)
 * until the returned function is called; calling it again does nothing.
 */
export function startHeartbeat(beat: () => void, { intervalMs = LAUNCHER_HEARTBEAT, timers = globalThis as Timers }: { intervalMs?: number; timers?: Timers } = {}): () => void {
  beat();
  const handle = timers.setInterval(beat, intervalMs);
  let running = true;
  return () => {
    if (!running) return;
    running = false;
    timers.clearInterval(handle as never);
  };
}

/** A random UUID naming one opening of the launcher (also where `crypto.randomUUID` is missing: plain http). */
export function newLauncherId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Sends one heartbeat; a lost one is of no consequence, so failures are ignored. */
export function sendHeartbeat(launcherId: string): void {
  fetch(HEARTBEAT_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ launcherId }) }).catch(() => {});
}
