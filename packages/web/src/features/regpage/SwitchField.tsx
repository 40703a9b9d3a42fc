import { Switch } from '@mantine/core';
import { type FieldPath, type UseFormReturn, useController } from 'react-hook-form';
import type { RegPageValues } from './regpageForm';

/** An on/off setting of the registration page form. */
export function SwitchField({
  form,
  name,
  label,
  description,
}: {
  form: UseFormReturn<RegPageValues>;
  name: FieldPath<RegPageValues>;
  label: string;
  description?: string;
}) {
  const { field } = useController({ control: form.control, name });
  return (
    <Switch
      ref={field.ref}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      label={label}
      description={description}
    />
  );
}
