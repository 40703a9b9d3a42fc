import { ActionIcon, Badge, Button, Card, Group, Menu, Stack, Text, Title } from '@mantine/core';
import {
  IconChartBar,
  IconDots,
  IconEdit,
  IconEye,
  IconForms,
  IconInbox,
  IconPencil,
  IconSettings,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnreadBadge } from '../../inbox/components/UnreadBadge';
import { inboxPath } from '../../inbox/paths';
import { eventEditorPath } from '../editorPath';
import type { EventCard as EventCardData } from '../queries';
import { PlanQuotaMeter } from './PlanQuotaMeter';
import { EventThumbnail } from './EventThumbnail';

type EventCardProps = {
  event: EventCardData;
  onPreview: (event: EventCardData) => void;
  onRename: (event: EventCardData) => void;
  onDelete: (event: EventCardData) => void;
};

/** One event of the list: the start room drawn small, titles, time, parameters, state and actions. */
export function EventCard({ event, onPreview, onRename, onDelete }: EventCardProps) {
  const { t, i18n } = useTranslation();
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(event.lastUpdate ?? event.createdAt),
  );
  const headingId = `event-${event.id}-title`;
  return (
    <Card withBorder radius="lg" padding={0} component="article" aria-labelledby={headingId}>
      <Card.Section pos="relative">
        <EventThumbnail event={event} />
        <Badge
          pos="absolute"
          top={12}
          left={12}
          color={event.open ? 'teal' : 'gray'}
          variant="filled"
          aria-label={t(event.open ? 'eventsList.openLabel' : 'eventsList.closedLabel')}
        >
          {t(event.open ? 'eventsList.open' : 'eventsList.closed')}
        </Badge>
      </Card.Section>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title order={2} fz="lg" id={headingId} lineClamp={2} style={{ wordBreak: 'break-word' }}>
            {event.name}
          </Title>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('eventsList.actionsFor', { name: event.name })}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={eventEditorPath(event.id)} leftSection={<IconEdit size={16} />}>
                {t('eventsList.edit')}
              </Menu.Item>
              <Menu.Item leftSection={<IconEye size={16} />} onClick={() => onPreview(event)}>
                {t('eventsList.preview')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={`/events/regpage/${event.id}`}
                leftSection={<IconForms size={16} />}
              >
                {t('eventsList.regpage')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={`/events/participants/${event.id}`}
                leftSection={<IconUsers size={16} />}
              >
                {t('eventsList.participants')}
              </Menu.Item>
              <Menu.Item component={Link} to={inboxPath(event.id)} leftSection={<IconInbox size={16} />}>
                {t('eventsList.inbox')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={`/events/reporting/${event.id}`}
                leftSection={<IconChartBar size={16} />}
              >
                {t('eventsList.reporting')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to={`/events/setting/${event.id}`}
                leftSection={<IconSettings size={16} />}
              >
                {t('eventsList.settings')}
              </Menu.Item>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onRename(event)}>
                {t('eventsList.rename')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(event)}>
                {t('eventsList.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        {(event.title1 || event.title2) && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {[event.title1, event.title2].filter(Boolean).join(' · ')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('eventsList.updated', { date: updated })}
        </Text>
        <Group gap="xs" mt={4}>
          <Badge variant="light" color="gray">
            {t('eventsList.rooms', { count: event.roomCount })}
          </Badge>
          <Badge variant="light" color="gray">
            {t('eventsList.booths', { count: event.boothCount })}
          </Badge>
          <UnreadBadge eventId={event.id} />
        </Group>
        <PlanQuotaMeter
          used={event.registrations}
          quota={event.registrationLimit}
          label={t('quota.labels.registrations')}
          text={
            event.registrationLimit === null
              ? t('eventsList.registrations', { count: event.registrations })
              : t('eventsList.registrationsOf', {
                  count: event.registrations,
                  limit: event.registrationLimit,
                })
          }
        />
      </Stack>
      <Group
        gap="xs"
        p="md"
        pt="sm"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        wrap="wrap"
      >
        <Button
          component={Link}
          to={eventEditorPath(event.id)}
          size="xs"
          leftSection={<IconEdit size={14} />}
        >
          {t('eventsList.edit')}
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconEye size={14} />}
          onClick={() => onPreview(event)}
        >
          {t('eventsList.preview')}
        </Button>
        <Button
          variant="default"
          size="xs"
          component={Link}
          to={`/events/setting/${event.id}`}
          leftSection={<IconSettings size={14} />}
        >
          {t('eventsList.settings')}
        </Button>
      </Group>
    </Card>
  );
}
