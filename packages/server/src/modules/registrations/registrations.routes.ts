import { registrationsApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import { hitLimit, limitOf, rateLimited } from '../../plugins/rate-limit.js';
import { route } from '../../plugins/contract.js';
import * as answerFiles from './answer-files.service.js';
import * as registrationsService from './registrations.service.js';

/** Bytes a registration may send. */
export const REGISTER_BODY_LIMIT = 16 * 1024;

/**
 * public/regpage/* (`registrationsApi`): visitors register on an event's registration page, no
 * session; answer files go to `storage` after a check in `spoolDir`.
 */
export async function registrationsRoutes(
  app: FastifyInstance,
  opts: { storage: Storage; spoolDir: string },
) {
  const { deps } = app;
  const fileDeps = { ...deps, storage: opts.storage, spoolDir: opts.spoolDir, log: app.log };

  // Kept in memory with an ETag and counted (public-page.ts): every visitor of a campaign loads it.
  route(app, registrationsApi.page, ({ params, request, reply }) =>
    app.publicPages.answer(params.pageCode, request, reply),
  );

  route(
    app,
    registrationsApi.register,
    async ({ params, body }) => {
      // Per address registered, whichever client sends it (the route's own limit is per client).
      const email = body.email.trim().toLowerCase();
      const { allowed, retryAfterMs } = await hitLimit(
        app.limits.counters,
        `register:${email}`,
        app.rateLimits.publicRegisterEmail,
      );
      if (!allowed) throw rateLimited(retryAfterMs);
      // The page's context as its answer keeps it: a campaign's registrations read nothing twice.
      const context = await app.publicPages.registrationContext(params.pageCode);
      return registrationsService.register(deps, context, body);
    },
    { config: limitOf(app.rateLimits.publicRegister), bodyLimit: REGISTER_BODY_LIMIT },
  );

  route(
    app,
    registrationsApi.uploadFile,
    async ({ params, request }) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const part = await request.file({
        limits: { fileSize: answerFiles.ANSWER_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
      });
      return answerFiles.uploadAnswerFile(fileDeps, params.pageCode, part);
    },
    { config: limitOf(app.rateLimits.publicUpload) },
  );

  route(app, registrationsApi.confirm, ({ body }) => registrationsService.confirm(deps, body.token), {
    config: limitOf(app.rateLimits.login),
  });

  route(app, registrationsApi.calendar, async ({ params, reply }) => {
    const ics = await registrationsService.calendarOf(deps, params.pageCode);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="event.ics"')
      .send(ics);
  });
}
