import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TesseraError } from '../core/errors';

/**
 * How long a refused upload's connection goes on reading (and dropping) what the client still
 * sends after the answer: closing a connection with unread data resets it, and a client that
 * is still writing could lose the answer with it.
 */
const LINGER_MS = 1000;

/**
 * Ends a multipart request answered before its body was read to the end (refused, or past
 * its limit): the parser is detached and whatever still arrives is read and dropped (never
 * stored, never held). Once the answer is sent the connection is closed, after a linger.
 */
export function cutOff(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded) return;
  raw.unpipe();
  raw.resume();
  const socket = raw.socket as Socket | null;
  // In-process requests (inject) have no connection to close.
  if (!socket || typeof socket.destroy !== 'function' || typeof socket.end !== 'function') return;
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    // Our side ends; reading goes on (HTTP connections are half-open) until the client stops or the linger ends.
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
  // Node closes the connection of a `Connection: close` exchange this way, at once.
  socket.destroySoon = close;
  reply.raw.once('finish', close);
}

/** The part limits a multipart route reads with (busboy's names). */
export interface PartLimits {
  fields: number;
  fieldSize: number;
  parts: number;
  files: number;
}

const MALFORMED = /^(Unexpected end of (form|multipart data)|Malformed|Part terminated early|Multipart: Boundary not found|Missing Content-Type|Unsupported content type)/i;

/**
 * The multipart parser's own failures as catalogue errors (a 4xx naming the limit or the
 * fault); anything else is returned unchanged.
 */
export function multipartError(error: unknown, limits: PartLimits): unknown {
  if (error instanceof TesseraError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_PARTS_LIMIT') return new TesseraError('MULTIPART_LIMIT', { what: 'parts', max: limits.parts });
  if (code === 'FST_FILES_LIMIT') return new TesseraError('MULTIPART_LIMIT', { what: 'files', max: limits.files });
  if (code === 'FST_FIELDS_LIMIT') return new TesseraError('MULTIPART_LIMIT', { what: 'fields', max: limits.fields });
  if (code === 'FST_PROTO_VIOLATION') return new TesseraError('MULTIPART_MALFORMED', { detail: 'a part is named after a property of every object' });
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return new TesseraError('MULTIPART_MALFORMED', { detail: 'a part declared as JSON is not JSON' });
  if (code === 'FST_MP_PREMATURE_CLOSE') return new TesseraError('MULTIPART_MALFORMED', { detail: 'the body ended before its last part' });
  if (error instanceof Error && MALFORMED.test(error.message)) return new TesseraError('MULTIPART_MALFORMED', { detail: error.message.slice(0, 200) });
  return error;
}

/** A field part longer than the limit is refused rather than read cut short. */
export function tooLongField(name: string, limits: PartLimits): TesseraError {
  return new TesseraError('MULTIPART_LIMIT', { what: `bytes in the field "${name.slice(0, 64)}"`, max: limits.fieldSize });
}
