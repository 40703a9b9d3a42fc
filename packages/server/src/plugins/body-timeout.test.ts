import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app.js';
import { buildUser } from '../../test/factories.js';

const BODY_MS = 400;
const UPLOAD_MS = 1500;
const HEADERS_MS = 600;

let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ timeouts: { bodyMs: BODY_MS, uploadMs: UPLOAD_MS, headersMs: HEADERS_MS } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  token = (await buildUser(t.db)).token;
});
afterAll(() => t.close());

type Outcome = { answer: string; closedAfterMs: number };

/**
 * Sends `head` over a real socket, then trickles `body` one byte every `everyMs` (never all of it
 * when the server is slower than the body); settles when the server closes the connection.
 */
function trickle(head: string, body: string, everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', () => {}); // a reset while writing also counts as closed
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
      }, everyMs);
    });
    setTimeout(() => reject(new Error('the connection stayed open')), 20_000).unref();
  });
}

const jsonHead = (length: number) =>
  `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow requests', () => {
  it('answers 408 REQUEST_TIMEOUT and closes the connection when a JSON body trickles past its limit', async () => {
    const body = JSON.stringify({ email: 'ada@acme-events.com', password: 'x'.repeat(200) });
    const { answer, closedAfterMs } = await trickle(jsonHead(body.length), body, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('"errorKey":"REQUEST_TIMEOUT"');
    expect(closedAfterMs).toBeGreaterThanOrEqual(BODY_MS - 20);
    expect(closedAfterMs).toBeLessThan(BODY_MS + 1000);
  });

  it('answers a body that arrives within the limit, however slowly', async () => {
    const body = JSON.stringify({ email: 'ada@acme-events.com', password: 'Wrong-pass1' });
    const head = jsonHead(body.length).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n');
    // body.length bytes at 3 ms each: well inside BODY_MS.
    const { answer } = await trickle(head, body, 3);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('NAME_OR_PASSWORD_MISMATCH');
  });

  it('gives an upload its longer limit, and cuts it there too', async () => {
    const boundary = 'foyer-boundary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n` +
      'x'.repeat(10_000);
    const head =
      `POST /api/v1/assets/images HTTP/1.1\r\nHost: 127.0.0.1\r\nauthToken: ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length + 100}\r\n\r\n`;
    const { answer, closedAfterMs } = await trickle(head, body, 50);
    expect(closedAfterMs).toBeGreaterThanOrEqual(UPLOAD_MS - 20);
    expect(closedAfterMs).toBeLessThan(UPLOAD_MS + 1000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose headers trickle past their limit', async () => {
    const head = 'GET /api/v1/openapi.json HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';
    const { answer, closedAfterMs } = await trickle(head, 'a'.repeat(1000), 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS - 20);
    expect(closedAfterMs).toBeLessThan(HEADERS_MS + 1000);
  });
});
