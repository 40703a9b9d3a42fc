import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml as e } from '../../platform/mail/render.js';
import * as devmailboxService from './devmailbox.service.js';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}</style></head>
<body>${body}</body></html>`;

/** /dev/mailbox: the outbox for people running Foyer locally (never registered in production). */
export async function devmailboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const hide = true;

  r.get(
    '/dev/mailbox',
    { schema: { hide, description: 'HTML list of the outbox, newest first.' } },
    async (_request, reply) => {
      const messages = await devmailboxService.listMessages(deps);
      const rows = messages
        .map(
          (m) =>
            `<tr><td>${e(m.to)}</td><td>${e(m.subject)}</td><td>${e(m.createdAt)}</td><td>${e(m.status)}</td>` +
            `<td><a href="/dev/mailbox/${encodeURIComponent(m.id)}">view</a></td></tr>`,
        )
        .join('\n');
      const sms = await devmailboxService.listSms(deps);
      const smsRows = sms
        .map((m) => `<tr><td>+${e(m.to)}</td><td>${e(m.body)}</td><td>${e(m.createdAt)}</td></tr>`)
        .join('\n');
      const body = `<h1>Dev mailbox</h1><p>${messages.length} mail(s).</p>
<table><thead><tr><th>To</th><th>Subject</th><th>Time</th><th>Status</th><th></th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No mail yet.</td></tr>'}</tbody></table>
<h2>Text messages</h2><table><thead><tr><th>To</th><th>Text</th><th>Time</th></tr></thead>
<tbody>${smsRows || '<tr><td colspan="3">No text message yet.</td></tr>'}</tbody></table>`;
      return reply.type('text/html; charset=utf-8').send(page('Dev mailbox', body));
    },
  );

  r.get(
    '/dev/mailbox/messages',
    {
      schema: {
        hide,
        description: 'The outbox as JSON, newest first, optionally only mails to one address.',
        querystring: z.object({ to: z.string().max(254).optional() }),
      },
    },
    async (request) => {
      const messages = await devmailboxService.listMessages(deps, request.query.to);
      return { messages: messages.map(({ status: _status, ...m }) => m) };
    },
  );

  r.get(
    '/dev/mailbox/sms',
    {
      schema: {
        hide,
        description:
          'Text messages of the embedded SMS default as JSON, newest first, optionally to one number.',
        querystring: z.object({ to: z.string().max(20).optional() }),
      },
    },
    async (request) => ({ messages: await devmailboxService.listSms(deps, request.query.to) }),
  );

  r.get(
    '/dev/mailbox/:id',
    { schema: { hide, description: 'One mail as its html.', params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const m = await devmailboxService.getMessage(deps, request.params.id);
      const header = `<p><a href="/dev/mailbox">&larr; all mail</a></p><dl><dt>To</dt><dd>${e(m.to)}</dd>
<dt>Subject</dt><dd>${e(m.subject)}</dd><dt>Time</dt><dd>${e(m.createdAt)}</dd></dl><hr>`;
      // The mail's html is ours, rendered from templates with escaped values.
      return reply.type('text/html; charset=utf-8').send(header + m.html);
    },
  );
}
