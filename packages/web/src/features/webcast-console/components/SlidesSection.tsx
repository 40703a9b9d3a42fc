import type { WebcastSlideChoice } from '@foyer/shared';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconPresentation,
  IconPresentationOff,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import { WebcastSection } from '../../webcasts/components/WebcastSection';
import { type WebcastConsoleSession, useConsoleSlides, useShowSlide } from '../queries';

/** A slide's picture, letterboxed in 16:9. */
function SlidePicture({ slide, alt }: { slide: { url: string }; alt: string }) {
  return (
    <Box
      style={{
        aspectRatio: '16 / 9',
        background: 'var(--mantine-color-default-hover)',
        borderRadius: 6,
        overflow: 'hidden',
      }}
    >
      <img src={slide.url} alt={alt} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
    </Box>
  );
}

/**
 * The slides of the webcast's auditoriums (moderators and speakers): the one shown to the viewers now,
 * previous and next, and every slide to show at once beside everyone's player.
 */
export function SlidesSection({ session, token }: { session: WebcastConsoleSession; token: string }) {
  const { t } = useTranslation();
  const isPresenter = session.role !== 'viewer';
  const slides = useConsoleSlides(token, isPresenter);
  const show = useShowSlide(token);
  if (!isPresenter) return null;
  const list: WebcastSlideChoice[] = slides.data ?? [];
  const current = session.slide;
  const index = current ? list.findIndex((s) => s.id === current.id) : -1;
  const pending = show.isPending ? show.variables : undefined;

  return (
    <WebcastSection id="console-slides" title={t('webcastConsole.slides.title')}>
      <Text size="sm" c="dimmed">
        {t('webcastConsole.slides.intro')}
      </Text>
      {current ? (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group gap={6} wrap="nowrap">
              <IconPresentation size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="xs" fw={600} c="dimmed">
                {t('webcastConsole.slides.current')}
              </Text>
            </Group>
            <SlidePicture slide={current} alt={t('webcastConsole.slides.slide', { title: current.title })} />
            <Text size="sm" fw={600} data-testid="console-slide">
              {current.title}
            </Text>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconChevronLeft size={14} aria-hidden />}
                  disabled={index <= 0 || show.isPending}
                  onClick={() => show.mutate(list[index - 1]!.id)}
                >
                  {t('webcastConsole.slides.previous')}
                </Button>
                <Button
                  variant="default"
                  size="xs"
                  rightSection={<IconChevronRight size={14} aria-hidden />}
                  disabled={index < 0 || index >= list.length - 1 || show.isPending}
                  onClick={() => show.mutate(list[index + 1]!.id)}
                >
                  {t('webcastConsole.slides.next')}
                </Button>
              </Group>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconPresentationOff size={14} aria-hidden />}
                loading={pending === null}
                onClick={() => show.mutate(null)}
              >
                {t('webcastConsole.slides.stop')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {t('webcastConsole.slides.nothingShown')}
        </Text>
      )}
      {slides.isPending ? (
        <BusySkeleton height={96} radius="md" />
      ) : slides.isError ? (
        <Text size="sm" c="dimmed" role="status">
          {t('webcastConsole.slides.loadError')}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('webcastConsole.slides.none')}
        </Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 2, sm: 3 }}
          spacing="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('webcastConsole.slides.title')}
        >
          {list.map((slide) => {
            const isShown = slide.id === current?.id;
            return (
              <Paper component="li" key={slide.id} withBorder radius="md" p={6} data-slide={slide.id}>
                <Stack gap={4}>
                  <SlidePicture slide={slide} alt="" />
                  <Text size="xs" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {slide.title}
                  </Text>
                  {isShown ? (
                    <Badge size="sm" variant="light" radius="sm">
                      {t('webcastConsole.slides.shown')}
                    </Badge>
                  ) : (
                    <Button
                      size="compact-xs"
                      variant="light"
                      loading={pending === slide.id}
                      disabled={show.isPending && pending !== slide.id}
                      aria-label={`${t('webcastConsole.slides.show')}: ${slide.title}`}
                      onClick={() => show.mutate(slide.id)}
                    >
                      {t('webcastConsole.slides.show')}
                    </Button>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </WebcastSection>
  );
}
