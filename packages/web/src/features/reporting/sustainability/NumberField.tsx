import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../ui/form';

type NumberFieldProps<T extends FieldValues> = Omit<
  NumberInputProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The label for screen readers only (a table cell whose column names it). */
  isLabelHidden?: boolean;
};

/** The decimal and group separators of a language ("," and "." in German). */
function separatorsOf(language: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(12_345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/**
 * A number input bound to a form field: an emptied input is NaN, which the schema refuses (rather
 * than a default taking its place unseen); separators of the interface's language; the translated
 * error under it.
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  isLabelHidden,
  ...props
}: NumberFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const separators = separatorsOf(i18n.language);
  const { field, fieldState } = useController({ control, name });
  const error = fieldErrorText(t, fieldState.error);
  const value = field.value as number | undefined;
  return (
    <NumberInput
      {...props}
      label={isLabelHidden ? undefined : label}
      aria-label={label}
      ref={field.ref}
      name={field.name}
      value={value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? Number.NaN : Number(v))}
      onBlur={field.onBlur}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
      allowNegative={false}
      decimalSeparator={separators.decimal}
      thousandSeparator={props.thousandSeparator ? separators.group : undefined}
    />
  );
}
