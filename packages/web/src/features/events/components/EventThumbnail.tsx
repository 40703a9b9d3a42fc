import { Box, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contrastRatio } from '@foyer/shared';
import { readableOn } from '../../../public-reg/colors';
import type { EventCard as EventCardData } from '../queries';
import { RoomPreview } from './RoomPreview';

type EventThumbnailProps = {
  event: EventCardData;
};

/** Up to two capitals of the event's title (or name): "Tech Summit 2027" → "TS". */
export function initialsOf(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('');
  return letters.toLocaleUpperCase() || '?';
}

/** The event's text colour when it reads on its main colour (WCAG AA), else dark or white. */
function textOn(main: string, text: string): string {
  return contrastRatio(main, text) >= 4.5 ? text : readableOn(main);
}

/**
 * The thumbnail of an event card: its start room drawn small, and over it a band in the event's main
 * colour with its logo (its initials without one, or when the logo cannot be loaded) and its title
 * lines, so that the cards of different events look different.
 */
export function EventThumbnail({ event }: EventThumbnailProps) {
  const { t } = useTranslation();
  const [hasLogoFailed, setLogoFailed] = useState(false);
  const title = event.title1 || event.name;
  const text = textOn(event.mainColor, event.textColor);
  const hasLogo = Boolean(event.logoUrl) && !hasLogoFailed;
  return (
    <Box pos="relative">
      <RoomPreview
        designId={event.startRoomDesignId ?? event.coverDesignId}
        mainColor={event.mainColor}
        textColor={event.textColor}
      />
      <Group
        data-testid="event-thumbnail-frame"
        pos="absolute"
        left={0}
        right={0}
        bottom={0}
        gap="sm"
        wrap="nowrap"
        px="md"
        py="xs"
        style={{ background: event.mainColor, color: text, boxShadow: '0 -1px 0 rgba(0, 0, 0, 0.12)' }}
      >
        {hasLogo ? (
          <Box
            px={8}
            py={4}
            bg="white"
            style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0, display: 'flex' }}
          >
            <img
              src={event.logoUrl ?? undefined}
              alt={t('eventsList.logoAlt', { name: event.name })}
              onError={() => setLogoFailed(true)}
              style={{ display: 'block', height: 28, maxWidth: 96, objectFit: 'contain' }}
            />
          </Box>
        ) : (
          <Box
            aria-hidden
            data-testid="event-initials"
            w={36}
            h={36}
            fz="sm"
            fw={700}
            style={{
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              background: text,
              color: event.mainColor,
            }}
          >
            {initialsOf(title)}
          </Box>
        )}
        {/* The card repeats the titles under the picture, for screen readers once is enough. */}
        <Box miw={0} aria-hidden>
          <Text fw={700} fz="sm" lh={1.25} c="inherit" lineClamp={1} style={{ wordBreak: 'break-word' }}>
            {title}
          </Text>
          {event.title2 && (
            <Text fz="xs" lh={1.25} c="inherit" lineClamp={1}>
              {event.title2}
            </Text>
          )}
        </Box>
      </Group>
    </Box>
  );
}
