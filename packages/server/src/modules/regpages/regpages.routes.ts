import {
  PublicConfirmRequest,
  PublicConfirmResults,
  PublicRegPageResults,
  PublicRegisterRequest,
  PublicRegisterResults,
  RegPageResults,
  RegPageUpdateRequest,
  envelope,
} from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, tenantIdOf } from '../../plugins/auth.js';
import { AppError } from '../../errors.js';
import { hitLimit, limitOf, rateLimited } from '../../plugins/rate-limit.js';
import type { Storage } from '../../platform/storage/storage.js';
import * as answerFiles from './answer-files.service.js';
import * as publicService from './public.service.js';
import * as regpagesService from './regpages.service.js';

const tags = ['regpages'];
const security = [{ authToken: [] }];
const IdParams = z.object({ id: z.string() });
const CodeParams = z.object({ pageCode: z.string().max(200) });

/** Bytes a public registration may send. */
export const REGISTER_BODY_LIMIT = 16 * 1024;

/**
 * events/{id}/regpage (organiser) and public/regpage/* (visitors, no authToken); answer files go to
 * `storage` after a check in `spoolDir`.
 */
export async function regpagesRoutes(app: FastifyInstance, opts: { storage: Storage; spoolDir: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const fileDeps = { ...deps, storage: opts.storage, spoolDir: opts.spoolDir, log: app.log };
  const tenant = (request: Parameters<typeof requireUser>[0]) => tenantIdOf(requireUser(request));

  r.get(
    '/events/:id/regpage',
    {
      schema: {
        tags,
        security,
        description:
          "The event's registration page (defaults in the organiser's language before its first save), the registrations so far and the plan's limit per event (null = unlimited). Unknown or another tenant's event: 404.",
        params: IdParams,
        response: { 200: envelope(RegPageResults) },
      },
    },
    async (request) => ({
      success: true,
      results: await regpagesService.getRegPage(deps, tenant(request), request.params.id),
    }),
  );

  r.put(
    '/events/:id/regpage',
    {
      schema: {
        tags,
        security,
        description:
          'Saves every field of the page if `version` is current (else STALE_VERSION). Rich text is sanitised; a wall-time startsAt is read in the UTC-timezone header. Field errors: pageCode used (validation.alreadyUsed), mailHtml / mailText without {{authurl}} (validation.authUrl), an image not of the tenant or a template.',
        params: IdParams,
        body: RegPageUpdateRequest,
        response: { 200: envelope(RegPageResults) },
      },
    },
    async (request) => ({
      success: true,
      results: await regpagesService.updateRegPage(
        deps,
        tenant(request),
        request.params.id,
        request.body,
        request.utcOffsetHours,
      ),
    }),
  );

  r.get(
    '/public/regpage/:pageCode',
    {
      schema: {
        tags,
        description:
          "A registration page as visitors see it: state (open, closed, expired, full), its texts (sanitised html), the event's look and the profile fields to fill in. Unknown page code: 404.",
        params: CodeParams,
        response: { 200: envelope(PublicRegPageResults) },
      },
    },
    async (request, reply) => {
      const results = await publicService.getPublicPage(deps, request.params.pageCode);
      reply.header('cache-control', 'no-cache');
      return { success: true, results };
    },
  );

  r.post(
    '/public/regpage/:pageCode/register',
    {
      bodyLimit: REGISTER_BODY_LIMIT,
      schema: {
        tags,
        description:
          'Registers a visitor (an address registered already gets its link again: status resent). REGISTRATION_CLOSED, REGISTRATION_FULL; field errors: termsAccepted (validation.agreement), answers.<id>. Rate limited per network address and per email address (submits a minute; registration mails an hour, 429 RATE_LIMITED beyond); bodies over 16 KiB: 413.',
        params: CodeParams,
        body: PublicRegisterRequest,
        response: { 200: envelope(PublicRegisterResults) },
      },
      config: limitOf(app.rateLimits.publicRegister),
      preHandler: async (request) => {
        const email = request.body.email.trim().toLowerCase();
        const { allowed, retryAfterMs } = await hitLimit(
          app.limits.counters,
          `register:${email}`,
          app.rateLimits.publicRegisterEmail,
        );
        if (!allowed) throw rateLimited(retryAfterMs);
      },
    },
    async (request) => ({
      success: true,
      results: await publicService.register(deps, request.params.pageCode, request.body),
    }),
  );

  r.post(
    '/public/regpage/:pageCode/files',
    {
      schema: {
        tags,
        description:
          "Uploads the file of a `file` profile field (multipart field `file`, one file): PDF, JPEG or PNG by content (else 415), at most 10 MiB (else 413), only while the page is open (REGISTRATION_CLOSED, REGISTRATION_FULL). Answers the id to send as the field's answer; the file is private (organisers download it). Rate limited per network address.",
        consumes: ['multipart/form-data'],
        params: CodeParams,
        body: z.object({ file: z.file().optional() }),
        response: { 200: envelope(z.object({ id: z.uuid() })) },
      },
      config: limitOf(app.rateLimits.publicUpload),
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const part = await request.file({
        limits: { fileSize: answerFiles.ANSWER_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
      });
      return {
        success: true,
        results: await answerFiles.uploadAnswerFile(fileDeps, request.params.pageCode, part),
      };
    },
  );

  r.post(
    '/public/regpage/confirm',
    {
      schema: {
        tags,
        description:
          "Confirms the participant of a mail link (again: no change) and answers the confirmation text for the event's open or closed state. A bad link: EMAIL_CONFIRMATION_TOKEN_IS_INVALID.",
        body: PublicConfirmRequest,
        response: { 200: envelope(PublicConfirmResults) },
      },
      config: limitOf(app.rateLimits.login),
    },
    async (request) => ({ success: true, results: await publicService.confirm(deps, request.body.token) }),
  );

  r.get(
    '/public/regpage/:pageCode/calendar.ics',
    {
      schema: {
        tags,
        description: "The event's start as an iCalendar file. Unknown page or no start time: 404.",
        params: CodeParams,
      },
    },
    async (request, reply) => {
      const ics = await publicService.calendarOf(deps, request.params.pageCode);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="event.ics"')
        .send(ics);
    },
  );
}
