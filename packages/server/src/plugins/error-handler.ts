import { API_ROOT, type Envelope, type FieldErrors, MSG, PREMIUM_REQUIRED_MESSAGE } from '@foyer/shared';
import type { FastifyError, FastifyReply } from 'fastify';
import { AppError, isAppError } from '../errors.js';
import { globalPlugin } from './plugin.js';

type ValidationIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** Zod issues → `{ "<path>": "<message key>" }`; unknown fields under their own name. */
export function fieldsOf(issues: ValidationIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const base = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys as string[])
        fields[base ? `${base}.${key}` : key] ??= MSG.unknownField;
      continue;
    }
    if (!base) continue;
    const message = issue.message?.startsWith('validation.') ? issue.message : MSG.invalid;
    fields[base] ??= message;
  }
  return fields;
}

/**
 * Busboy (under @fastify/multipart) reports a malformed multipart body by a plain Error without a
 * code; these are its messages for bodies that end early or do not parse.
 */
const MALFORMED_MULTIPART = [
  'Part terminated early',
  'Unexpected end of multipart data',
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed part header',
  'Malformed urlencoded form',
  'Multipart: Boundary not found',
];
const isMalformedMultipart = (error: Error) =>
  !('statusCode' in error && error.statusCode) &&
  MALFORMED_MULTIPART.some((start) => error.message?.startsWith(start));

function toAppError(error: FastifyError): AppError | null {
  if (isAppError(error)) return error;
  if (isMalformedMultipart(error)) return new AppError('VALIDATION_FAILED', { fields: {} });
  if (Array.isArray(error.validation)) {
    return new AppError('VALIDATION_FAILED', { fields: fieldsOf(error.validation as ValidationIssue[]) });
  }
  switch (error.statusCode) {
    case 400:
      // Malformed JSON and other unreadable bodies.
      return new AppError('VALIDATION_FAILED', { fields: {} });
    case 404:
      return new AppError('NOT_FOUND');
    case 413:
      return new AppError('PAYLOAD_TOO_LARGE');
    case 415:
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    case 429:
      return new AppError('RATE_LIMITED');
    default:
      return null;
  }
}

/** The envelope of an AppError. */
export function envelopeOf(error: AppError): Envelope<unknown> {
  const body: Envelope<unknown> = { success: false, errorKey: error.code };
  const message =
    error.details.message ?? (error.code === 'PREMIUM_REQUIRED' ? PREMIUM_REQUIRED_MESSAGE : undefined);
  if (message) body.message = message;
  if (error.code === 'VALIDATION_FAILED') body.results = { fields: error.details.fields ?? {} };
  else if (error.details.results !== undefined) body.results = error.details.results;
  return body;
}

function send(reply: FastifyReply, error: AppError) {
  return reply.status(error.statusCode).send(envelopeOf(error));
}

/**
 * Maps every error to the envelope and its status; anything unexpected is logged and answered
 * as a bare 500 INTERNAL_ERROR. Unknown /api paths answer a 404 envelope.
 */
export const errorHandlerPlugin = globalPlugin(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError) {
      if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, appError);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, new AppError('INTERNAL_ERROR'));
  });
});

/** 404 envelope for unknown API paths (used by the not-found handler). */
export function sendApiNotFound(reply: FastifyReply) {
  return send(reply, new AppError('NOT_FOUND'));
}

export const isApiPath = (url: string) =>
  url === API_ROOT || url.startsWith(`${API_ROOT}/`) || url.startsWith('/api/');
