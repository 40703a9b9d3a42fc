import type { Asset } from '@foyer/shared';
import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SlideshowProps = {
  images: readonly Asset[];
  /** Seconds each image shows. */
  durationSeconds: number;
  fade: boolean;
};

/** Images one after another, each for its duration, fading if asked; previous, next and pause. */
export function Slideshow({ images, durationSeconds, fade }: SlideshowProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const count = images.length;
  useEffect(() => {
    if (isPaused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), durationSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [index, isPaused, count, durationSeconds]);
  if (count === 0) return null;
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  return (
    <Box role="group" aria-roledescription="carousel" aria-label={t('visitTargets.video.slideshow')}>
      <Box
        pos="relative"
        style={{ aspectRatio: '16 / 9', background: '#000', borderRadius: 8, overflow: 'hidden' }}
      >
        {images.map((image, i) => (
          <img
            // biome-ignore lint/suspicious/noArrayIndexKey: an image may show twice; the list never reorders
            key={`${image.id}-${i}`}
            src={image.url}
            alt={image.name}
            aria-hidden={i !== index}
            data-current={i === index || undefined}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'contain',
              opacity: i === index ? 1 : 0,
              visibility: fade || i === index ? 'visible' : 'hidden',
              transition: fade ? 'opacity 600ms ease' : 'none',
            }}
          />
        ))}
      </Box>
      <Group justify="center" gap="xs" mt="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('visitTargets.video.previous')}
          onClick={() => step(-1)}
          disabled={count < 2}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t(isPaused ? 'visitTargets.video.play' : 'visitTargets.video.pause')}
          onClick={() => setPaused((p) => !p)}
          disabled={count < 2}
        >
          {isPaused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('visitTargets.video.next')}
          onClick={() => step(1)}
          disabled={count < 2}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm" c="dimmed" aria-live="polite" miw={80} ta="center">
          {t('visitTargets.video.position', { n: index + 1, total: count })}
        </Text>
      </Group>
    </Box>
  );
}
