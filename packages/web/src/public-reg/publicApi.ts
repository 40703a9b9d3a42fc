import {
  API_ROOT,
  type BodyOf,
  type CallInput,
  type Endpoint,
  type ErrorCode,
  type FieldErrors,
  HEADERS,
  type Language,
  type ResultsOf,
  pathOf,
  registrationsApi,
} from '@foyer/shared';

/**
 * The visitor page's own small client for `registrationsApi` (no session, no Mantine or React
 * Query in this bundle): calls by contract, and never throws.
 */

/** The answer of a public call: its results, or what went wrong (status 0 = no connection). */
export type PublicAnswer<T> =
  | { ok: true; results: T }
  | { ok: false; status: number; errorKey?: ErrorCode; fields: FieldErrors };

type Parsed<T> = { success?: boolean; results?: T; errorKey?: ErrorCode };

const utcOffsetHours = () => String(-new Date().getTimezoneOffset() / 60);

/** The address of a call with its path parameters (the contract's paths take no query here). */
const urlOf = <E extends Endpoint>(endpoint: E, input: CallInput<E>) =>
  `${API_ROOT}${pathOf(endpoint, (input as { params?: Record<string, unknown> }).params)}`;

/** Reads a JSON answer; a body that is not JSON (a proxy's error page) reads as nothing. */
async function parsedOf<E extends Endpoint>(res: Response): Promise<Parsed<ResultsOf<E>>> {
  try {
    return ((await res.json()) as Parsed<ResultsOf<E>> | null) ?? {};
  } catch {
    return {};
  }
}

/** Calls a public endpoint by contract (no authToken); a failure is an answer with `ok: false`. */
export async function publicCall<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  language: Language,
): Promise<PublicAnswer<ResultsOf<E>>> {
  const body = (input as { body?: unknown }).body;
  let res: Response;
  try {
    res = await fetch(urlOf(endpoint, input), {
      method: endpoint.method,
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
  const parsed = await parsedOf<E>(res);
  if (res.ok && parsed.success === true && parsed.results !== undefined)
    return { ok: true, results: parsed.results };
  const fields = (parsed.results as { fields?: FieldErrors } | undefined)?.fields;
  return { ok: false, status: res.status, errorKey: parsed.errorKey, fields: fields ?? {} };
}

/** GET public/regpage/{pageCode}: the page, its event and profile fields (404 = unknown code). */
export const fetchRegPage = (pageCode: string, language: Language) =>
  publicCall(registrationsApi.page, { params: { pageCode } }, language);

/** POST public/regpage/{pageCode}/register (REGISTRATION_FULL, REGISTRATION_CLOSED, 400 fields, 429). */
export const register = (
  pageCode: string,
  language: Language,
  body: BodyOf<typeof registrationsApi.register>,
) => publicCall(registrationsApi.register, { params: { pageCode }, body }, language);

/** POST public/regpage/confirm (EMAIL_CONFIRMATION_TOKEN_IS_INVALID for a bad link). */
export const confirm = (token: string, language: Language) =>
  publicCall(registrationsApi.confirm, { body: { token } }, language);

/** What a confirmation answers: the page, the event's state, the text to show. */
export type ConfirmResults = ResultsOf<typeof registrationsApi.confirm>;

/** The address of the page's .ics file. */
export const calendarFileUrl = (pageCode: string) =>
  urlOf(registrationsApi.calendar, { params: { pageCode } });

/**
 * Uploads the file of a `file` profile field (POST public/regpage/{pageCode}/files, multipart field
 * `file`) and answers the id to send as the field's answer, or null when it was refused.
 */
export async function uploadAnswerFile(
  pageCode: string,
  language: Language,
  file: File,
): Promise<string | null> {
  const endpoint = registrationsApi.uploadFile;
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const res = await fetch(urlOf(endpoint, { params: { pageCode } }), {
      method: endpoint.method,
      headers: { Accept: 'application/json', [HEADERS.language]: language },
      body: form,
    });
    const parsed = await parsedOf<typeof endpoint>(res);
    return res.ok && parsed.success && typeof parsed.results?.id === 'string' ? parsed.results.id : null;
  } catch {
    return null;
  }
}
