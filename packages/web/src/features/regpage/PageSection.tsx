import { LANGUAGES } from '@foyer/shared';
import { Grid, Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../lib/i18n';
import { SelectField, TextField, fieldErrorText } from '../../ui/form';
import { DateTimeField } from '../editor/forms/DateTimeField';
import { PageCodeField } from './PageCodeField';
import { SwitchField } from './SwitchField';
import type { RegPageValues } from './regpageForm';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

/** Address, title, language, state and the event's date of the page. */
export function PageSection({
  form,
  eventId,
  savedCode,
  timeZone,
}: {
  form: UseFormReturn<RegPageValues>;
  eventId: string;
  savedCode: string;
  /** The event's time zone, the start is entered in (the browser's until the event is loaded). */
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const startsAt = useController({ control: form.control, name: 'startsAt' });
  return (
    <Stack gap="md">
      <PageCodeField form={form} eventId={eventId} savedCode={savedCode} />
      <TextField control={form.control} name="htmlTitle" label={t('regpageEditor.htmlTitle')} isRequired />
      <SelectField
        control={form.control}
        name="language"
        label={t('regpageEditor.language')}
        description={t('regpageEditor.languageHint')}
        data={LANGUAGE_OPTIONS}
        allowDeselect={false}
        isRequired
      />
      <SwitchField
        form={form}
        name="open"
        label={t('regpageEditor.open')}
        description={t('regpageEditor.openHint')}
      />
      <SwitchField
        form={form}
        name="expired"
        label={t('regpageEditor.expired')}
        description={t('regpageEditor.expiredHint')}
      />
      <DateTimeField
        label={t('regpageEditor.startsAt')}
        description={t('regpageEditor.startsAtHint')}
        value={startsAt.field.value}
        onChange={(next) => startsAt.field.onChange(next)}
        error={fieldErrorText(t, startsAt.fieldState.error)}
        timeZone={timeZone}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextField control={form.control} name="dateLine1" label={t('regpageEditor.dateLine1')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextField control={form.control} name="dateLine2" label={t('regpageEditor.dateLine2')} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
