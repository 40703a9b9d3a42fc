import type { BoothStaff, EventModerator } from '@foyer/shared';
import { Avatar, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffContact } from '../../direct';
import { useTargetContext } from '../context';
import { Unavailable } from './Unavailable';

/**
 * A person's card: a booth staff member (photo, name, group) or a moderator. In the live venue a
 * staff member's card offers a private message and a video call, as the staff and the event allow.
 */
export function UserViewer({ person }: { person: BoothStaff | EventModerator | undefined }) {
  const { t } = useTranslation();
  const { source, close } = useTargetContext();
  const { assets, event } = source;
  if (!person) return <Unavailable />;
  const name = person.kind === 'BOOTH_STAFF' ? person.name : `${person.firstName} ${person.lastName}`;
  const photo =
    person.kind === 'BOOTH_STAFF' && person.imageAssetId ? assets.get(person.imageAssetId) : undefined;
  return (
    <Stack align="center" gap="xs" py="sm">
      {photo ? (
        <img
          src={photo.url}
          alt={t('visitTargets.user.photo', { name })}
          style={{ maxHeight: 220, maxWidth: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Avatar size={96} radius="50%" color="initials" name={name} aria-hidden />
      )}
      <Text fw={700} fz="lg" ta="center">
        {name}
      </Text>
      {person.kind === 'BOOTH_STAFF' && person.group && (
        <Text size="sm" c="dimmed" ta="center">
          {t('visitTargets.user.group', { group: person.group })}
        </Text>
      )}
      {person.kind === 'EVENT_MODERATOR' && <Badge variant="light">{t('visitTargets.user.moderator')}</Badge>}
      {person.kind === 'BOOTH_STAFF' && (
        <StaffContact staff={person} allowChatVideo={event.allowChatVideo} onOpened={close} />
      )}
    </Stack>
  );
}
