import { ColorInput, type ColorInputProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../ui/form';

type ColorFieldProps<T extends FieldValues> = Omit<
  ColorInputProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
};

/** Hex colour bound to a form field (Mantine ColorInput); the rule is the shared hex validator. */
export function ColorField<T extends FieldValues>({
  control,
  name,
  isRequired,
  ...props
}: ColorFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = fieldErrorText(t, fieldState.error);
  return (
    <ColorInput
      {...props}
      format="hex"
      aria-label={props.label}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      withAsterisk={isRequired}
      aria-required={isRequired || undefined}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
      eyeDropperButtonProps={{ 'aria-label': t('elementForm.color.eyeDropper') }}
    />
  );
}
