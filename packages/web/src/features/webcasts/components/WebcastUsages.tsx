import { Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { type WebcastDetail, useWebcastUsages } from '../queries';

/** Usages that belong to an event's venue open that event's editor. */
const EDITOR_USAGE = 'event.venue';

/**
 * Where the webcast is used (a talk, door or link of an event's venue): each place with a link to
 * its event's editor; unused, how to use it. A webcast in use cannot be deleted.
 */
export function WebcastUsages({ webcast }: { webcast: WebcastDetail }) {
  const { t } = useTranslation();
  const usages = useWebcastUsages(webcast.id, webcast.usages);
  if (webcast.usages === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('webcasts.usages.none')}
      </Text>
    );
  if (!usages.data) return <ListSkeleton rows={Math.min(3, webcast.usages)} height={24} />;
  return (
    <Stack gap="xs">
      <Text size="sm">{t('webcasts.usages.some', { count: usages.data.length })}</Text>
      <List size="sm" spacing={4}>
        {usages.data.map((usage) => (
          <List.Item key={`${usage.type}-${usage.id}`}>
            {usage.type === EDITOR_USAGE ? (
              <Anchor component={Link} to={`/events/edit/${usage.id}`} size="sm">
                {usage.label}
              </Anchor>
            ) : (
              usage.label
            )}{' '}
            <Text span c="dimmed" size="xs">
              ({t(`assets.usages.types.${usage.type}`, { defaultValue: usage.type })})
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {t('webcasts.usages.hint')}
      </Text>
    </Stack>
  );
}
