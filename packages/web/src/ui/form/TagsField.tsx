import { TagsInput, type TagsInputProps } from '@mantine/core';
import {
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './fieldError';

type TagsFieldProps<T extends FieldValues> = Omit<TagsInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
};

/** The list's own error, or the first of its entries' (a list field holds one error per entry). */
function firstError(error: unknown): FieldError | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find(Boolean) as FieldError | undefined;
  return error as FieldError;
}

/** A list of short texts (typed, pasted or split at commas and spaces) bound to a form field. */
export function TagsField<T extends FieldValues>({ control, name, ...props }: TagsFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = fieldErrorText(t, firstError(fieldState.error));
  return (
    <TagsInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string[] | undefined) ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      splitChars={[',', ' ']}
      acceptValueOnBlur
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    />
  );
}
