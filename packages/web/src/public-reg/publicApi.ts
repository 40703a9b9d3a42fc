import {
  API_ROOT,
  type ErrorCode,
  type FieldErrors,
  HEADERS,
  type Language,
  type PublicRegPageResults,
  type PublicRegisterRequest,
} from '@foyer/shared';

/** The answer of a public call: its results, or what went wrong (status 0 = no connection). */
export type PublicAnswer<T> =
  | { ok: true; results: T }
  | { ok: false; status: number; errorKey?: ErrorCode; fields: FieldErrors };

export type PublicConfirmResults = { pageCode: string; eventOpen: boolean; text: string; firstName: string };
export type PublicRegisterResults = { status: 'registered' | 'resent' };

const utcOffsetHours = () => String(-new Date().getTimezoneOffset() / 60);

/** Calls the public API (no authToken); never throws, a failure is an answer with `ok: false`. */
export async function publicCall<T>(
  method: 'GET' | 'POST',
  path: string,
  language: Language,
  body?: unknown,
): Promise<PublicAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(`${API_ROOT}/${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        [HEADERS.language]: language,
        [HEADERS.timezone]: utcOffsetHours(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, fields: {} };
  }
  let parsed: { success?: boolean; results?: unknown; errorKey?: ErrorCode } = {};
  try {
    parsed = (await res.json()) ?? {};
  } catch {
    // A body that is not JSON (a proxy's error page): only the status tells.
  }
  if (res.ok && parsed.success === true) return { ok: true, results: parsed.results as T };
  const results = parsed.results as { fields?: FieldErrors } | undefined;
  return { ok: false, status: res.status, errorKey: parsed.errorKey, fields: results?.fields ?? {} };
}

const code = (pageCode: string) => encodeURIComponent(pageCode);

/** GET public/regpage/{pageCode}: the page, its event and profile fields (404 = unknown code). */
export const fetchRegPage = (pageCode: string, language: Language) =>
  publicCall<PublicRegPageResults>('GET', `public/regpage/${code(pageCode)}`, language);

/** POST public/regpage/{pageCode}/register (REGISTRATION_FULL, REGISTRATION_CLOSED, 400 fields, 429). */
export const register = (pageCode: string, language: Language, body: PublicRegisterRequest) =>
  publicCall<PublicRegisterResults>('POST', `public/regpage/${code(pageCode)}/register`, language, body);

/** POST public/regpage/confirm (EMAIL_CONFIRMATION_TOKEN_IS_INVALID for a bad link). */
export const confirm = (token: string, language: Language) =>
  publicCall<PublicConfirmResults>('POST', 'public/regpage/confirm', language, { token });

/** The address of the page's .ics file. */
export const calendarFileUrl = (pageCode: string) =>
  `${API_ROOT}/public/regpage/${code(pageCode)}/calendar.ics`;

/**
 * Uploads the file of a `file` profile field (POST public/regpage/{pageCode}/files, multipart field
 * `file`) and answers the id to send as the field's answer, or null when it was refused.
 */
export async function uploadAnswerFile(
  pageCode: string,
  language: Language,
  file: File,
): Promise<string | null> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const res = await fetch(`${API_ROOT}/public/regpage/${code(pageCode)}/files`, {
      method: 'POST',
      headers: { Accept: 'application/json', [HEADERS.language]: language },
      body: form,
    });
    const parsed = (await res.json()) as { success?: boolean; results?: { id?: unknown } };
    return res.ok && parsed.success && typeof parsed.results?.id === 'string' ? parsed.results.id : null;
  } catch {
    return null;
  }
}
