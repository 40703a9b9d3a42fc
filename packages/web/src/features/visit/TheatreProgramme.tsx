import type { Room, TheatreLink, TheatreSlide, TheatreVideo } from '@foyer/shared';
import { Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** h:mm:ss (or m:ss) of a number of seconds. */
export function clockOf(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

export type TheatreProgrammeProps = {
  room: Room;
  /** Opens a link item; without it (or when `isLinkActionable` says no) link items are plain text. */
  onOpenLink?: (link: TheatreLink) => void;
  isLinkActionable?: (link: TheatreLink) => boolean;
};

/** A theatre's programme: its talks in order with their slides and link items. */
export function TheatreProgramme({ room, onOpenLink, isLinkActionable }: TheatreProgrammeProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const videos = room.elements.filter((e): e is TheatreVideo => e.kind === 'THEATRE_VIDEO');
  const slides = room.elements.filter((e): e is TheatreSlide => e.kind === 'THEATRE_SLIDE');
  const links = room.elements.filter((e): e is TheatreLink => e.kind === 'THEATRE_LINK');
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : null;
  if (videos.length + slides.length + links.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} fz="lg">
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
                {onOpenLink && (isLinkActionable?.(l) ?? true) ? (
                  <Button variant="subtle" size="compact-sm" onClick={() => onOpenLink(l)}>
                    {l.title}
                  </Button>
                ) : (
                  <Text size="sm">{l.title}</Text>
                )}
              </li>
            ))}
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
