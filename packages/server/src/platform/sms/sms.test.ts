import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { InvalidPhoneNumberError, twilioSms } from './sms.js';

/**
 * A faithful fake of Twilio's Messages API: basic auth, form-encoded fields, 201 with a message
 * resource, 400 with Twilio's error codes for unreachable numbers, 401 for bad credentials.
 */
const received: URLSearchParams[] = [];
let server: Server;
let apiUrl: string;

async function bodyOf(request: IncomingMessage) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const json = (status: number, value: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return json(404, { code: 20404, message: 'not found' });
    const expected = `Basic ${Buffer.from(`${match[1]}:secret`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return json(401, { code: 20003, message: 'Authenticate' });
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return json(400, { code: 21601, message: 'bad content type' });
    const form = new URLSearchParams(await bodyOf(request));
    received.push(form);
    if (form.get('To') === '+15005550001')
      return json(400, { code: 21211, message: "The 'To' number is not a valid phone number." });
    if (!form.get('Body') || !form.get('From'))
      return json(400, { code: 21602, message: 'Message body is required.' });
    return json(201, { sid: 'SM123', status: 'queued', to: form.get('To'), body: form.get('Body') });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const db = {} as Db; // the Twilio adapter keeps nothing in the database

describe('twilioSms', () => {
  it('posts the message with a plus before the number, the sender and the text', async () => {
    await twilioSms({ accountSid: 'AC1', authToken: 'secret', from: '+4930123', apiUrl }).send(
      '491701234567',
      'Code 123456',
      db,
    );
    const form = received.at(-1)!;
    expect(Object.fromEntries(form)).toEqual({ To: '+491701234567', From: '+4930123', Body: 'Code 123456' });
  });

  it('turns an unreachable number into InvalidPhoneNumberError', async () => {
    const sender = twilioSms({ accountSid: 'AC1', authToken: 'secret', from: '+4930123', apiUrl });
    await expect(sender.send('15005550001', 'Code', db)).rejects.toBeInstanceOf(InvalidPhoneNumberError);
  });

  it('fails loudly on bad credentials', async () => {
    const sender = twilioSms({ accountSid: 'AC1', authToken: 'wrong', from: '+4930123', apiUrl });
    await expect(sender.send('491701234567', 'Code', db)).rejects.toThrow(/401/);
  });
});
