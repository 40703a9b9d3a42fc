import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/usePageTitle';

type LegalDoc = 'policy' | 'imprint' | 'terms';

const SECTIONS: Record<LegalDoc, readonly string[]> = {
  policy: ['controller', 'data', 'purpose', 'cookies', 'retention', 'rights', 'contact'],
  imprint: ['provider', 'contact', 'register', 'responsible', 'disclaimer'],
  terms: ['scope', 'account', 'plans', 'content', 'liability', 'law'],
};

/** Privacy policy, imprint and terms: translated placeholder legal text for Foyer. */
export function LegalPage({ doc }: { doc: LegalDoc }) {
  const { t } = useTranslation();
  usePageTitle(t(`info.${doc}.title`));
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} maw={820} mx="auto">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t(`info.${doc}.title`)}
          </Title>
          <Text c="dimmed" size="sm">
            {t('info.updated')}
          </Text>
        </Stack>
        <Text>{t(`info.${doc}.intro`)}</Text>
        {SECTIONS[doc].map((section) => (
          <Stack gap={6} key={section}>
            <Title order={2} fz="lg">
              {t(`info.${doc}.sections.${section}.title`)}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{t(`info.${doc}.sections.${section}.text`)}</Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
