import { MSG } from '@foyer/shared';
import { AppError } from '../errors.js';

/** The constraint of a unique violation (SQLSTATE 23505) anywhere in an error's causes, or undefined. Throws nothing. */
function uniqueViolation(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      return typeof e.message === 'string' ? e.message : '';
    }
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Runs a write; a unique violation of one of the indexes of `fieldsByIndex` becomes that field's
 * `validation.alreadyUsed`. Throws VALIDATION_FAILED, or what the write throws otherwise.
 */
export async function mappingUniqueViolations<T>(
  write: () => Promise<T>,
  fieldsByIndex: Readonly<Record<string, string>>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined)
      for (const [index, field] of Object.entries(fieldsByIndex))
        if (constraint.includes(index))
          throw new AppError('VALIDATION_FAILED', { fields: { [field]: MSG.alreadyUsed } });
    throw error;
  }
}

/** Whether an error (or one of its causes) is a foreign key violation (SQLSTATE 23503). Throws nothing. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23503') return true;
  return false;
}

/** SQLSTATE of an insert of participants beyond the quota its transaction set (migration 0035). */
const OVER_QUOTA = 'FY001';

/** Whether an error (or one of its causes) is an insert of participants beyond the quota. Throws nothing. */
export function isOverQuota(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === OVER_QUOTA) return true;
  return false;
}
