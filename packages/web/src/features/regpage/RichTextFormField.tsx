import type { Editor } from '@tiptap/react';
import type { RefObject } from 'react';
import { type FieldPath, type UseFormReturn, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../ui/form';
import { RichTextField } from '../../ui/RichTextField';
import type { RegPageValues } from './regpageForm';

/** A rich text field of the registration page form, with its translated error. */
export function RichTextFormField({
  form,
  name,
  label,
  description,
  editorRef,
}: {
  form: UseFormReturn<RegPageValues>;
  name: FieldPath<RegPageValues>;
  label: string;
  description?: string;
  editorRef?: RefObject<Editor | null>;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <RichTextField
      label={label}
      description={description}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={fieldErrorText(t, fieldState.error)}
      editorRef={editorRef}
    />
  );
}
