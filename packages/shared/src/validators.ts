import { z } from 'zod';
import { canonicalTimeZone } from './timeZone.js';

/**
 * Validators of spec §5. Each zod error message is a locale key under `validation.*`; the server
 * answers it in `results.fields` and the web translates it.
 */
export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  hexColor: 'validation.hexColor',
  link: 'validation.link',
  https: 'validation.https',
  origin: 'validation.origin',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  phone: 'validation.phone',
  code: 'validation.code',
  registrationCode: 'validation.registrationCode',
  passwordRules: 'validation.passwordRules',
  passwordMismatch: 'validation.passwordMismatch',
  agreement: 'validation.agreement',
  country: 'validation.country',
  vatRequired: 'validation.vatRequired',
  vatFormat: 'validation.vatFormat',
  numeric: 'validation.numeric',
  unknownField: 'validation.unknownField',
  invalid: 'validation.invalid',
  tooManyFiles: 'validation.tooManyFiles',
  alreadyUsed: 'validation.alreadyUsed',
  fixed: 'validation.fixed',
  authUrl: 'validation.authUrl',
  /** Part of a room another event shares: it is changed there. */
  sharedRoom: 'validation.sharedRoom',
  /** A shared room (or its element) leads to something of its own event outside the room. */
  sharedReference: 'validation.sharedReference',
  /** A change of a shared room would break a venue that shows it (its doors' places). */
  sharedConflict: 'validation.sharedConflict',
} as const;

/** Not empty after trimming; `max` bounds stored text. */
export const requiredText = (max = 200) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.maxLength);

/** Optional text: empty string allowed. */
export const optionalText = (max = 200) => z.string().trim().max(max, MSG.maxLength).optional();

export const emailField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(254, MSG.maxLength)
  .pipe(z.email({ error: MSG.email }))
  .transform((v) => v.toLowerCase());

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const isHexColor = (v: string) => HEX.test(v);
export const hexColorField = z.string({ error: MSG.required }).regex(HEX, MSG.hexColor);

const LINK = /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i;
const IMAGE_LINK = /\.(?:jpe?g|png|gif|svg|webp)(?:[?#].*)?$/i;
export const isLink = (v: string) => LINK.test(v);
export const isHttps = (v: string) => v.toLowerCase().startsWith('https://') && LINK.test(v);
export const isImageLink = (v: string) => LINK.test(v) && IMAGE_LINK.test(v);
export const linkField = z.string().trim().max(2000, MSG.maxLength).refine(isLink, MSG.link);
export const httpsField = z.string().trim().max(2000, MSG.maxLength).refine(isHttps, MSG.https);

/**
 * An event's time zone: an IANA name (`Intl.supportedValuesOf('timeZone')`) or 'UTC', spelt as the
 * zone list spells it ('europe/berlin' → 'Europe/Berlin').
 */
export const timeZoneField = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(64, MSG.maxLength)
  .transform((v, ctx) => {
    const zone = canonicalTimeZone(v);
    if (zone) return zone;
    ctx.addIssue({ code: 'custom', message: MSG.invalid });
    return z.NEVER;
  });

/** Phone: country code plus number, no leading zeros and no plus (spec §5). */
export const PHONE = /^[1-9]\d{6,14}$/;
export const isPhone = (v: string) => PHONE.test(v);

/** Any uuid (the ids of stored rows); lets a lookup answer NOT_FOUND before the database refuses a bad id. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID.test(v);

/** SMS code: six digits. */
export const SMS_CODE = /^\d{6}$/;
