import type { MailingSegment } from '@foyer/shared';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type UseFormReturn, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../ui/form';
import { type MailingValues, SEGMENT_KINDS, segmentOf } from '../mailingForm';

/**
 * Who of the chosen events' participants get the mailing: all, the confirmed, the not confirmed, or
 * those whose answer to a profile field (by its label) is a value.
 */
export function SegmentField({ form }: { form: UseFormReturn<MailingValues> }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'segment' });
  const segment: MailingSegment = field.value;
  const labelError = fieldErrorText(t, form.getFieldState('segment.label', form.formState).error);
  const valueError = fieldErrorText(t, form.getFieldState('segment.value', form.formState).error);
  const setAnswer = (part: 'label' | 'value', text: string) => {
    if (segment.kind === 'answer') field.onChange({ ...segment, [part]: text });
  };
  return (
    <Stack gap="sm">
      <Select
        label={t('mailings.editor.segment')}
        data={SEGMENT_KINDS.map((kind) => ({ value: kind, label: t(`mailings.segments.${kind}`) }))}
        value={segment.kind}
        onChange={(kind) => {
          const next = SEGMENT_KINDS.find((k) => k === kind);
          if (next) field.onChange(segmentOf(next, segment));
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {segment.kind === 'answer' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('mailings.editor.answerLabel')}
            description={t('mailings.editor.answerLabelHint')}
            value={segment.label}
            onChange={(e) => setAnswer('label', e.currentTarget.value)}
            error={labelError}
            withAsterisk
            classNames={{ root: labelError ? 'foyer-field-invalid' : undefined }}
          />
          <TextInput
            label={t('mailings.editor.answerValue')}
            description={t('mailings.editor.answerValueHint')}
            value={segment.value}
            onChange={(e) => setAnswer('value', e.currentTarget.value)}
            error={valueError}
            withAsterisk
            classNames={{ root: valueError ? 'foyer-field-invalid' : undefined }}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
