import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['settings', 'service', 'server', 'key', 'start'] as const;
const ENCODER = ['encoder', 'keyframes', 'bitrate', 'audio'] as const;

/** "Go live from OBS": where the server and key go in OBS Studio, and encoder settings that play well. */
export function ObsHelp({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg" id={headingId}>
        {t('webcasts.obs.title')}
      </Title>
      <List type="ordered" size="sm" spacing={6}>
        {STEPS.map((step) => (
          <List.Item key={step}>{t(`webcasts.obs.steps.${step}`)}</List.Item>
        ))}
      </List>
      <Title order={3} fz="sm" mt="xs">
        {t('webcasts.obs.encoderTitle')}
      </Title>
      <List size="sm" spacing={6}>
        {ENCODER.map((item) => (
          <List.Item key={item}>{t(`webcasts.obs.encoder.${item}`)}</List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed">
        {t('webcasts.obs.delay')}
      </Text>
    </Stack>
  );
}
