import { Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';
import { ProfileFormPreview } from '../../venue';
import { VenueWalk } from '../../visit/VenueWalk';
import { useEventPreview } from '../queries';

const panelStyle = {
  borderRadius: 12,
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
} as const;

/**
 * /events/preview/{id} (opened in a new window): the venue as visitors will see it — every room
 * (doors lead from room to room, `?room=` deep-links one), a theatre's programme and slides, the
 * agenda, the chats and breakout rooms, and the registration profile fields.
 */
export default function EventPreviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const template = search.get('template') ?? undefined;
  const { data } = useEventPreview(id, template);
  const title = data ? data.event.title1 || data.event.name : t('eventsList.preview');
  usePageTitle(`${t('eventsList.preview')} · ${title}`);

  return (
    <VenueWalk
      mode="preview"
      event={
        data?.event ?? {
          id,
          startRoomId: null,
          allowChatVideo: false,
          title1: '',
          title2: '',
          mainColor: 'var(--mantine-color-body)',
          textColor: 'var(--mantine-color-text)',
        }
      }
      venue={data?.venue}
      assets={data?.assets ?? []}
      badge={t('eventsList.previewBadge')}
      fallbackTitle={title}
    >
      {data && data.venue.chats.length + data.venue.breakouts.length > 0 && (
        <Stack p="md" gap="sm" style={panelStyle} component="section" aria-labelledby="chats-heading">
          <Title order={2} id="chats-heading" fz="lg">
            {t('venuePreview.chats')}
          </Title>
          <Box component="ul" m={0} pl="lg">
            {data.venue.chats.map((c) => (
              <li key={c.id}>
                <Text size="sm">{c.title}</Text>
              </li>
            ))}
            {data.venue.breakouts.map((b) => (
              <li key={b.id}>
                <Text size="sm">{t('venuePreview.breakout', { name: b.name })}</Text>
              </li>
            ))}
          </Box>
        </Stack>
      )}
      {data && data.venue.profileItems.length > 0 && (
        <Stack p="md" gap="sm" style={panelStyle} component="section" aria-labelledby="profile-heading">
          <Title order={2} id="profile-heading" fz="lg">
            {t('venuePreview.profile')}
          </Title>
          <ProfileFormPreview items={data.venue.profileItems} />
        </Stack>
      )}
    </VenueWalk>
  );
}
