import { Select, type SelectProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../ui/form';

type ChoiceFieldProps<T extends FieldValues> = Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'error' | 'label'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Read by screen readers; the table column names it for the eye. */
  label: string;
};

/** A select bound to a form field inside a table row (its label for screen readers only), its translated error under it. */
export function ChoiceField<T extends FieldValues>({ control, name, label, ...props }: ChoiceFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = fieldErrorText(t, fieldState.error);
  return (
    <Select
      {...props}
      aria-label={label}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      allowDeselect={false}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    />
  );
}
