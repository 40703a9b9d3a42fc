import type { ReactNode } from 'react';
import classes from './public-reg.module.css';
import { useTexts } from './texts';

/** The ids a field's input points to with aria-describedby: its help text and its error. */
export function describedBy(id: string, help: string | undefined, error: string | null): string | undefined {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** The star of a required field, with its word for screen readers. */
export function RequiredMark() {
  const texts = useTexts();
  return (
    <>
      <span aria-hidden="true" className={classes.star}>
        {' *'}
      </span>
      <span className={classes.visuallyHidden}>{` (${texts.requiredMark})`}</span>
    </>
  );
}

type Props = {
  id: string;
  label: ReactNode;
  help?: string;
  error: string | null;
  isRequired: boolean;
  /** Groups (checkboxes) carry their label as a legend; single checkboxes label themselves. */
  as?: 'label' | 'none';
  children: ReactNode;
};

/** Label above, help text, the input, and the error under it (linked through aria-describedby). */
export function FieldShell({ id, label, help, error, isRequired, as = 'label', children }: Props) {
  return (
    <div className={classes.field} data-invalid={error ? 'true' : undefined}>
      {as === 'label' && (
        <label htmlFor={id} className={classes.label}>
          {label}
          {isRequired && <RequiredMark />}
        </label>
      )}
      {help && (
        <p id={`${id}-help`} className={classes.help}>
          {help}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
