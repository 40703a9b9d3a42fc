import { Grid, Stack, Text } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form';
import { LEGAL_KEYS, type RegPageValues } from './regpageForm';

/** The footer links: imprint, privacy, terms, organiser; each a label and an address, or neither. */
export function LegalSection({ form }: { form: UseFormReturn<RegPageValues> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('regpageEditor.legalHint')}
      </Text>
      {LEGAL_KEYS.map((key) => (
        <Grid gap="md" key={key}>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextField
              control={form.control}
              name={`legal.${key}.label`}
              label={t(`regpageEditor.legal.${key}Label`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextField
              control={form.control}
              name={`legal.${key}.url`}
              label={t(`regpageEditor.legal.${key}Url`)}
              placeholder="https://"
              type="url"
            />
          </Grid.Col>
        </Grid>
      ))}
    </Stack>
  );
}
