import { Select, type SelectProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './fieldError';

type SelectFieldProps<T extends FieldValues> = Omit<SelectProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
};

/** Select bound to a form field (searchable lists such as countries). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  isRequired,
  ...props
}: SelectFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = fieldErrorText(t, fieldState.error);
  return (
    <Select
      {...props}
      aria-label={props.label}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      withAsterisk={isRequired}
      aria-required={isRequired || undefined}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    />
  );
}
