import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** Translates the message key of a field error (validation.*, errors.*). */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const key = error.message || 'validation.invalid';
  return t(key, { defaultValue: t('validation.invalid') });
}
