import { TextInput, type TextInputProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './fieldError';

type TextFieldProps<T extends FieldValues> = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
};

/** Text input bound to a form field: label above, asterisk when required, translated error under it. */
export function TextField<T extends FieldValues>({ control, name, isRequired, ...props }: TextFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = fieldErrorText(t, fieldState.error);
  return (
    <TextInput
      {...props}
      aria-label={props.label}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      withAsterisk={isRequired}
      aria-required={isRequired || undefined}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    />
  );
}
