/** Socket errors of a database connection that cannot be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server that is shutting down, restarting or full (class 08 is matched by prefix). */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/** node-postgres and pg-pool messages for lost or impossible connections (they carry no code). */
const MESSAGES = [
  /^Connection terminated\b/, // also "... unexpectedly" and "... due to connection timeout"
  /^Client has encountered a connection error and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
];

/**
 * Whether `error` says the database cannot be reached right now (refused, lost or timed-out
 * connections, a server shutting down or out of connection slots), as opposed to a query
 * the database refused. Such a request may succeed when retried a few seconds later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Connecting to a name with several addresses fails with an AggregateError of the attempts.
  // (`cause` is not followed: a failed outbound fetch has a socket error there and is no database outage.)
  return error instanceof AggregateError && error.errors.length > 0 && error.errors.every(isDatabaseUnavailable);
}
