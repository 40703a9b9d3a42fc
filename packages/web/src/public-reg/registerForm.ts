import { type FieldErrors, MSG, type ProfileItem, PublicRegisterRequest, isLink } from '@foyer/shared';

/** An answer as the form holds it: text, link, select and file → string; checkbox → boolean; checkboxes → strings. */
export type AnswerValue = string | boolean | string[];

/** What the visitor has entered. */
export type RegisterValues = {
  email: string;
  firstName: string;
  lastName: string;
  answers: Record<string, AnswerValue>;
  termsAccepted: boolean;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
};

/** The path of a profile field's answer in errors (`answers.<id>`, as the server names it). */
export const answerPath = (id: string) => `answers.${id}`;

/** The starting answer of a field: the options marked `selected`, else empty. */
export function defaultAnswer(item: ProfileItem): AnswerValue {
  const selected = item.options.filter((o) => o.selected).map((o) => o.value);
  switch (item.type) {
    case 'checkbox':
      return selected.length > 0;
    case 'checkboxes':
      return selected;
    case 'select':
      return selected[0] ?? '';
    default:
      return '';
  }
}

/** Empty values of a form over these profile fields. */
export function initialValues(items: readonly ProfileItem[]): RegisterValues {
  return {
    email: '',
    firstName: '',
    lastName: '',
    answers: Object.fromEntries(items.map((i) => [i.id, defaultAnswer(i)])),
    termsAccepted: false,
    website: '',
  };
}

/** The request body: empty file answers are left out; without a terms text there is nothing to accept. */
export function toRequest(values: RegisterValues, hasTerms: boolean): PublicRegisterRequest {
  const answers = Object.fromEntries(Object.entries(values.answers).filter(([, v]) => v !== ''));
  return {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    answers,
    termsAccepted: hasTerms ? values.termsAccepted : true,
    website: values.website,
  };
}

const isEmpty = (v: AnswerValue | undefined) =>
  v === undefined ||
  v === false ||
  (typeof v === 'string' ? v.trim() === '' : Array.isArray(v) && v.length === 0);

/** The rule of one profile field: a message key (or the organiser's own error text), or null when fine. */
export function checkAnswer(item: ProfileItem, value: AnswerValue | undefined): string | null {
  const own = item.errorMessage?.trim() || null;
  if (isEmpty(value)) return item.required ? (own ?? MSG.required) : null;
  const options = item.options.map((o) => o.value);
  if (item.type === 'link' && !item.urlTemplate && !isLink(String(value).trim())) return own ?? MSG.link;
  if (item.type === 'select' && !options.includes(String(value))) return own ?? MSG.invalid;
  if (item.type === 'checkboxes' && Array.isArray(value) && value.some((v) => !options.includes(v)))
    return own ?? MSG.invalid;
  return null;
}

/**
 * Checks the form with the shared request schema and the profile fields' own rules; answers the
 * errors by path (`email`, `answers.<id>`, …), empty when the form may be sent.
 */
export function validateRegistration(
  values: RegisterValues,
  items: readonly ProfileItem[],
  hasTerms: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = PublicRegisterRequest.safeParse(toRequest(values, hasTerms));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  for (const item of items) {
    const problem = checkAnswer(item, values.answers[item.id]);
    if (problem) errors[answerPath(item.id)] ??= problem;
  }
  if (hasTerms && !values.termsAccepted) errors.termsAccepted ??= MSG.agreement;
  return errors;
}
