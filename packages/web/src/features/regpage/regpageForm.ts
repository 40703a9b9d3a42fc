import { MSG, type RegPage, RegPageFields, type RegPageUpdateRequest, hasAuthUrl } from '@foyer/shared';

/** The editor's values: exactly the fields of RegPageFields. */
export type RegPageValues = RegPageFields;

/**
 * The form's schema: the shared field rules, plus the server's rule that both mail bodies carry
 * {{authurl}} (checked with the shared `hasAuthUrl`, so it is refused before sending).
 */
export const RegPageForm = RegPageFields.superRefine((values, ctx) => {
  for (const field of ['mailHtml', 'mailText'] as const) {
    if (!hasAuthUrl(values[field])) ctx.addIssue({ code: 'custom', path: [field], message: MSG.authUrl });
  }
});

const FIELD_NAMES = Object.keys(RegPageFields.shape) as (keyof RegPageFields)[];
const LEGAL_KEYS = ['imprint', 'privacy', 'terms', 'organizer'] as const;
export { LEGAL_KEYS };

/** Every path a server field error may name (for applyFieldErrors). */
export const REGPAGE_FIELD_PATHS: readonly string[] = [
  ...FIELD_NAMES,
  ...LEGAL_KEYS.flatMap((k) => [`legal.${k}`, `legal.${k}.label`, `legal.${k}.url`]),
];

/** The form values of a saved page: its editable fields only (the schema is strict). */
export function regPageValuesOf(page: RegPage): RegPageValues {
  const values = Object.fromEntries(FIELD_NAMES.map((name) => [name, page[name]])) as RegPageValues;
  return {
    ...values,
    legal: Object.fromEntries(LEGAL_KEYS.map((k) => [k, { ...page.legal[k] }])) as RegPageValues['legal'],
  };
}

/** The PUT body: every field (as the form validated it) and the version the form started from. */
export function regPageRequestOf(values: RegPageValues, version: number): RegPageUpdateRequest {
  return { ...values, version };
}

/** Wanted shape of a header image (spec §5). */
export const HEADER_ASPECT = 16 / 9;

/** True when an image's width/height is 16:9 within 1 %; unknown sizes count as fitting (nothing to crop by). */
export function isSixteenByNine(width?: number | null, height?: number | null): boolean {
  if (!width || !height) return true;
  return Math.abs(width / height - HEADER_ASPECT) / HEADER_ASPECT <= 0.01;
}

/** The public address of a page code. */
export function publicPageUrl(pageCode: string, origin = window.location.origin): string {
  return `${origin}/r/${encodeURIComponent(pageCode)}`;
}
