import type { Asset, TheatreSlide, TheatreVideo } from '@foyer/shared';
import { Box, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockOf } from '../time';
import { VideoPlayer } from './VideoPlayer';

/** The slide shown at `seconds` into the video: the last one whose time has come. */
export function currentSlide(slides: readonly TheatreSlide[], seconds: number): TheatreSlide | undefined {
  let current: TheatreSlide | undefined;
  for (const slide of slides)
    if (slide.time <= seconds && (!current || slide.time >= current.time)) current = slide;
  return current;
}

/** A talk's video with the auditorium's slides following its time; a slide's button jumps there. */
export function TalkPlayer({
  talk,
  video,
  slides,
}: {
  talk: TheatreVideo;
  video: Asset;
  slides: readonly TheatreSlide[];
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [seconds, setSeconds] = useState(0);
  const ordered = [...slides].sort((a, b) => a.time - b.time);
  const hasSlides = !talk.noSlides && ordered.length > 0;
  const current = hasSlides ? currentSlide(ordered, seconds) : undefined;
  const player = (
    <VideoPlayer
      ref={ref}
      src={video.url}
      label={talk.title}
      poster={video.thumbnailUrl ?? undefined}
      onTime={hasSlides ? setSeconds : undefined}
    />
  );
  if (!hasSlides) return player;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {player}
      <Stack gap="xs" component="section" aria-label={t('visitTargets.programme.slides')}>
        <Box
          style={{
            aspectRatio: '16 / 9',
            background: 'var(--mantine-color-default-hover)',
            borderRadius: 8,
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
          }}
          aria-live="polite"
        >
          {current ? (
            <img
              src={current.url}
              alt={t('visitTargets.programme.currentSlide', { title: current.title })}
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('visitTargets.programme.noSlideYet')}
            </Text>
          )}
        </Box>
        <Title order={4} fz="sm">
          {t('visitTargets.programme.slides')}
        </Title>
        <Box component="ol" m={0} p={0} style={{ listStyle: 'none', maxHeight: 200, overflowY: 'auto' }}>
          {ordered.map((slide) => {
            const isCurrent = slide.id === current?.id;
            return (
              <li key={slide.id}>
                <UnstyledButton
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => {
                    if (ref.current) ref.current.currentTime = slide.time;
                    setSeconds(slide.time);
                  }}
                  px="xs"
                  py={4}
                  w="100%"
                  style={{
                    borderRadius: 6,
                    fontWeight: isCurrent ? 700 : 400,
                    background: isCurrent ? 'var(--mantine-primary-color-light)' : undefined,
                  }}
                >
                  <Text span size="sm" ff="monospace" mr="xs">
                    {clockOf(slide.time)}
                  </Text>
                  <Text span size="sm">
                    {slide.title}
                  </Text>
                </UnstyledButton>
              </li>
            );
          })}
        </Box>
      </Stack>
    </SimpleGrid>
  );
}
