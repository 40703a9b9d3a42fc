import type { VenueElement } from '@foyer/shared';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ElementFormProps } from '../types';

type Options = {
  /** Label key; default `elementForm.fields.<name>`. */
  label?: string;
  /** Description key, shown under the label. */
  description?: string;
  isRequired?: boolean;
  /** What an emptied optional field holds: undefined (left out, the default) or null (nullable fields). */
  emptyAs?: null;
};

/** Field names of an element whose value has type V. */
type KeysOf<E, V> = { [K in keyof E]-?: E[K] extends V ? K : never }[keyof E] & string;

/**
 * Binds Mantine inputs to one field of a controlled element form: value, onChange, the translated
 * error of `errors[name]` (red border and label), the label and the asterisk of required fields.
 */
export function useFieldBinder<E extends VenueElement>({ value, onChange, errors }: ElementFormProps<E>) {
  const { t } = useTranslation();
  const record = value as unknown as Record<string, unknown>;

  /** The translated error at a path inside the element, if any. */
  const errorOf = (path: string): string | undefined => {
    const key = errors[path];
    return key ? t(key, { defaultValue: t('validation.invalid') }) : undefined;
  };

  /** Sets fields of the element. */
  const patch = (next: Partial<E>) => onChange({ ...value, ...next });

  /** Sets one field of the element. */
  const set = <K extends keyof E & string>(name: K, next: E[K]) =>
    patch({ [name]: next } as unknown as Partial<E>);

  const common = (name: string, { label, description, isRequired }: Options = {}) => {
    const error = errorOf(name);
    return {
      label: t(label ?? `elementForm.fields.${name}`),
      description: description ? t(description) : undefined,
      error,
      withAsterisk: isRequired,
      'aria-required': isRequired || undefined,
      classNames: { root: error ? 'foyer-field-invalid' : undefined },
    };
  };

  /** A TextInput/Textarea of a text field; an optional one holds `emptyAs` when emptied. */
  const text = (name: KeysOf<E, string | undefined | null>, options: Options = {}) => ({
    ...common(name, options),
    value: (record[name] as string | null | undefined) ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = e.currentTarget.value;
      // An emptied nullable field holds null (its schema then says "required" where it must be set).
      const isEmptied = next === '' && (options.emptyAs === null || !options.isRequired);
      set(name, (isEmptied ? options.emptyAs : next) as never);
    },
  });

  /** A NumberInput of a number field (an emptied input leaves the schema's default). */
  const number = (name: KeysOf<E, number>, options: Options = {}) => ({
    ...common(name, options),
    value: (record[name] as number | undefined) ?? '',
    onChange: (next: number | string) => set(name, (typeof next === 'number' ? next : undefined) as never),
  });

  /** A Switch or Checkbox of a boolean field. */
  const checked = (name: KeysOf<E, boolean>, { label, description }: Omit<Options, 'isRequired'> = {}) => ({
    label: t(label ?? `elementForm.fields.${name}`),
    description: description ? t(description) : undefined,
    checked: Boolean(record[name]),
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.currentTarget.checked as never),
  });

  return { t, errorOf, patch, set, text, number, checked, common };
}
