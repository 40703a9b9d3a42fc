import { Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form';
import { RichTextFormField } from './RichTextFormField';
import type { RegPageValues } from './regpageForm';

const RICH_TEXTS = [
  'description',
  'startOpenText',
  'startClosedText',
  'thanksText',
  'confirmOpenText',
  'confirmClosedText',
  'expiredText',
] as const;

/** The texts visitors read in each state of the page, the submit label and the terms checkbox. */
export function TextsSection({ form }: { form: UseFormReturn<RegPageValues> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {RICH_TEXTS.map((name) => (
        <RichTextFormField
          key={name}
          form={form}
          name={name}
          label={t(`regpageEditor.texts.${name}`)}
          description={t(`regpageEditor.texts.${name}Hint`)}
        />
      ))}
      <TextField
        control={form.control}
        name="submitLabel"
        label={t('regpageEditor.submitLabel')}
        isRequired
      />
      <RichTextFormField
        form={form}
        name="termsText"
        label={t('regpageEditor.texts.termsText')}
        description={t('regpageEditor.texts.termsTextHint')}
      />
    </Stack>
  );
}
