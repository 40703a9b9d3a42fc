import type { Room, TheatreSlide, TheatreVideo, Venue } from '@foyer/shared';
import { Box, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';
import { ProfileFormPreview, TimelineView } from '../../editor/forms';
import { RoomList, RoomScene, toSceneContent } from '../../venue';
import { type EventPreview, useEventPreview } from '../queries';

/** h:mm:ss (or m:ss) of a number of seconds. */
export function clockOf(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** The room shown: the one named in the URL, else the start room, else the first. */
function roomToShow(data: EventPreview, roomId: string | null): Room | undefined {
  const { venue, event } = data;
  return (
    venue.rooms.find((r) => r.id === roomId) ??
    venue.rooms.find((r) => r.id === event.startRoomId) ??
    venue.rooms[0]
  );
}

/** The room a slot of `room` leads to, when it is a door (or an element) whose target is a room. */
function roomTargetOfSlot(venue: Venue, room: Room, slotId: string): string | null {
  const door = venue.doors.find((d) => d.roomId === room.id && d.slotId === slotId);
  if (door) return door.target.kind === 'room' ? door.target.elementId : null;
  for (const el of room.elements) {
    if ('slotId' in el && el.slotId === slotId && 'target' in el && el.target.kind === 'room')
      return el.target.elementId;
  }
  return null;
}

const panelStyle = {
  borderRadius: 12,
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
} as const;

/** A theatre's programme: its talks in order with their slides and link items. */
function TheatreProgramme({ room }: { room: Room }) {
  const { t, i18n } = useTranslation();
  const videos = room.elements.filter((e): e is TheatreVideo => e.kind === 'THEATRE_VIDEO');
  const slides = room.elements.filter((e): e is TheatreSlide => e.kind === 'THEATRE_SLIDE');
  const links = room.elements.filter((e) => e.kind === 'THEATRE_LINK');
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : null;
  if (videos.length + slides.length + links.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="programme-heading">
      <Title order={2} id="programme-heading" fz="lg">
        {t('venuePreview.programme')}
      </Title>
      {videos.map((v) => (
        <Paper key={v.id} withBorder p="sm" radius="md">
          <Text fw={600}>{v.title}</Text>
          {v.speaker && <Text size="sm">{t('venuePreview.speaker', { name: v.speaker })}</Text>}
          {v.startsAt && (
            <Text size="sm" c="dimmed">
              {t('venuePreview.startsAt', { time: when(v.startsAt) })}
            </Text>
          )}
          {v.description && <Text size="sm">{v.description}</Text>}
        </Paper>
      ))}
      {slides.length > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('venuePreview.slides')}
          </Title>
          <Box component="ol" m={0} pl="lg">
            {[...slides]
              .sort((a, b) => a.time - b.time)
              .map((s) => (
                <li key={s.id}>
                  <Text size="sm">
                    <Text span ff="monospace" mr="xs">
                      {clockOf(s.time)}
                    </Text>
                    {s.title}
                  </Text>
                </li>
              ))}
          </Box>
        </Stack>
      )}
      {links.length > 0 && (
        <Stack gap={4}>
          <Title order={3} fz="md">
            {t('venuePreview.links')}
          </Title>
          <Box component="ul" m={0} pl="lg">
            {links.map((l) => (
              <li key={l.id}>
                <Text size="sm">{'title' in l ? l.title : ''}</Text>
              </li>
            ))}
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /events/preview/{id} (opened in a new window): the venue as visitors will see it — every room
 * (doors lead from room to room, `?room=` deep-links one), a theatre's programme and slides, the
 * agenda, the chats and breakout rooms, and the registration profile fields.
 */
export default function EventPreviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const template = search.get('template') ?? undefined;
  const { data } = useEventPreview(id, template);
  const title = data ? data.event.title1 || data.event.name : t('eventsList.preview');
  usePageTitle(`${t('eventsList.preview')} · ${title}`);
  const room = data ? roomToShow(data, search.get('room')) : undefined;
  const assetsById = useMemo(() => new Map((data?.assets ?? []).map((a) => [a.id, a])), [data]);
  const content = data && room ? toSceneContent(room, data.venue, assetsById) : null;

  const goTo = (roomId: string) => {
    const next = new URLSearchParams(search);
    next.set('room', roomId);
    setSearch(next);
  };
  const onActivate = (slotId: string) => {
    if (!data || !room) return;
    const target = roomTargetOfSlot(data.venue, room, slotId);
    if (target) goTo(target);
  };

  return (
    <Box
      mih="100vh"
      py="lg"
      style={{
        background: data?.event.mainColor ?? 'var(--mantine-color-body)',
        color: data?.event.textColor,
      }}
    >
      <Container size="xl">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <div>
              <Text size="xs" tt="uppercase" fw={700} opacity={0.8}>
                {t('eventsList.previewBadge')}
              </Text>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {title}
              </Title>
              {data?.event.title2 && <Text opacity={0.85}>{data.event.title2}</Text>}
            </div>
            {room && <Text fw={600}>{room.title}</Text>}
          </Group>
          {data && data.venue.rooms.length > 1 && (
            <Group component="nav" aria-label={t('venuePreview.rooms')} gap="xs">
              {data.venue.rooms.map((r) => (
                <Button
                  key={r.id}
                  size="compact-sm"
                  variant={r.id === room?.id ? 'white' : 'default'}
                  aria-current={r.id === room?.id ? 'page' : undefined}
                  onClick={() => goTo(r.id)}
                >
                  {r.title}
                </Button>
              ))}
            </Group>
          )}
          <Box style={{ borderRadius: 12, overflow: 'hidden', boxShadow: '0 12px 40px rgb(0 0 0 / 25%)' }}>
            {data && room && content ? (
              <RoomScene
                designId={room.designId}
                colors={{ main: data.event.mainColor, text: data.event.textColor }}
                content={content}
                title={room.title}
                interactive
                onActivate={onActivate}
              />
            ) : (
              <Skeleton height={0} style={{ paddingTop: '56.25%' }} radius={0} />
            )}
          </Box>
          {data && room && content && (
            <Stack p="md" gap="lg" style={panelStyle}>
              <RoomList
                designId={room.designId}
                content={content}
                title={room.title}
                onActivate={onActivate}
              />
              {room.kind === 'THEATRE' && <TheatreProgramme room={room} />}
            </Stack>
          )}
          {data && data.venue.agenda.length > 0 && (
            <Stack p="md" gap="sm" style={panelStyle} component="section" aria-labelledby="agenda-heading">
              <Title order={2} id="agenda-heading" fz="lg">
                {t('venuePreview.agenda')}
              </Title>
              <TimelineView days={data.venue.agenda} />
            </Stack>
          )}
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
        </Stack>
      </Container>
    </Box>
  );
}
