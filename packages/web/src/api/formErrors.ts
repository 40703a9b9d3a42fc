import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './client';

/**
 * Puts the field errors of a 400 VALIDATION_FAILED answer on the form fields. Returns true when
 * at least one field got an error.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly string[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [path, messageKey] of Object.entries(error.fields)) {
    if (names.includes(path)) {
      setError(path as Path<T>, { type: 'server', message: messageKey });
      applied = true;
    }
  }
  return applied;
}
