import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileFormPreview } from '../../../venue';
import { useTargetContext } from '../context';

/** The visitor's name and the event's visible profile fields, read-only. */
export function ProfileViewer() {
  const { t } = useTranslation();
  const { source, visitorName } = useTargetContext();
  const fields = source.venue.profileItems.filter((item) => item.visible && !item.hidden);
  const name = visitorName?.trim() || t('visitTargets.profile.you');
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Avatar radius="xl" size="lg" color="initials" name={name} aria-hidden>
          {initials}
        </Avatar>
        <Title order={3} fz="lg">
          {name}
        </Title>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4} fz="sm">
            {t('visitTargets.profile.fields')}
          </Title>
          {fields.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('visitTargets.profile.noFields')}
            </Text>
          ) : (
            <ProfileFormPreview items={fields} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
