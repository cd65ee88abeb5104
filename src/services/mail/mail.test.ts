import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './index';

/** An SMTP server on loopback that accepts the connection and never says a word. */
let silent: Server;
let url = '';
const sockets = new Set<Socket>();

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(silent.address() as { port: number }).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

const mail = { to: 'press@nyse.example', subject: 'Test', text: 'Hello', messageId: '<outbox-1@tessera.invalid>' };

describe('smtp mailer against a server that stalls', () => {
  it('gives up when the greeting does not come', async () => {
    const started = Date.now();
    await expect(smtpMailer({ url, from: 'web@nyse.example', timeouts: { greetingTimeout: 400 } }).send(mail)).rejects.toThrow(/greeting/i);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('stops waiting at once when the caller aborts', async () => {
    const caller = new AbortController();
    const started = Date.now();
    const sending = smtpMailer({ url, from: 'web@nyse.example' }).send(mail, { signal: caller.signal });
    setTimeout(() => caller.abort(new Error('the server is stopping')), 200);
    await expect(sending).rejects.toThrow('the server is stopping');
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(smtpMailer({ url, from: 'web@nyse.example' }).send(mail, { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
