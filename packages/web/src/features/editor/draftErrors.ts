import { ELEMENT_SCHEMAS, type ElementInput, type FieldErrors, type VenueElement } from '@foyer/shared';

/** Field errors of a form: path inside the element (`title`, `target.url`) → message key. */
export type DraftErrors = Record<string, string>;

const MESSAGE_KEY = /^[a-z][A-Za-z]*\.[A-Za-z0-9_.]+$/;
const FALLBACK = 'validation.invalid';

/** A message key as the locale files hold it; zod's own English texts become `validation.invalid`. */
const asKey = (message: string | undefined) => (message && MESSAGE_KEY.test(message) ? message : FALLBACK);

/** Zod issues as form errors: the first message of each path. */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): DraftErrors {
  const errors: DraftErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!(path in errors)) errors[path] = asKey(issue.message);
  }
  return errors;
}

/**
 * The server's VALIDATION_FAILED fields mapped onto the form: `element.title` → `title`. Fields that
 * are not inside the element (`parentId`, `element` itself: a list limit) become one message for
 * the whole form.
 */
export function serverFieldErrors(fields: FieldErrors): { errors: DraftErrors; formError: string | null } {
  const errors: DraftErrors = {};
  let formError: string | null = null;
  for (const [path, message] of Object.entries(fields)) {
    if (path.startsWith('element.')) errors[path.slice('element.'.length)] = asKey(message);
    else formError ??= asKey(message);
  }
  return { errors, formError };
}

/**
 * The element as the API takes it: a room without its parts and a day without its items (they are
 * saved one by one, the server keeps them).
 */
function withoutChildren(element: VenueElement): VenueElement {
  if ('elements' in element) return { ...element, elements: [] };
  if ('items' in element) return { ...element, items: [] };
  return element;
}

/**
 * Checks a draft with the schema of its kind (the one the server uses) and answers the body to
 * send (trimmed, defaults filled, children left out) or the field errors.
 */
export function validateDraft(
  draft: VenueElement,
): { ok: true; element: ElementInput } | { ok: false; errors: DraftErrors } {
  const result = ELEMENT_SCHEMAS[draft.kind].safeParse(withoutChildren(draft));
  if (!result.success) return { ok: false, errors: issuesToErrors(result.error.issues) };
  const { elements: _elements, items: _items, ...element } = result.data as Record<string, unknown>;
  return { ok: true, element: element as ElementInput };
}

/** Deep equality of two JSON-like values (drafts), whatever the order of their keys. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => isSameValue(v, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => isSameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
