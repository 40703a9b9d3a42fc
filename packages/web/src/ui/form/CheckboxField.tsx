import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './fieldError';

type CheckboxFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  isRequired?: boolean;
};

/** Checkbox bound to a boolean form field, with the translated error under it. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  isRequired,
}: CheckboxFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <Checkbox
      ref={field.ref}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      label={label}
      aria-required={isRequired || undefined}
      error={fieldErrorText(t, fieldState.error)}
    />
  );
}
