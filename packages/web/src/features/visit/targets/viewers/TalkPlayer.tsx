import type { Asset, TheatreSlide, TheatreVideo } from '@foyer/shared';
import { Alert, Box, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WebcastPlayer } from '../../../webcasts';
import { useWatchActivity } from '../../activity';
import { useWebcastStage } from '../../useWebcastStage';
import { useWebcastPlayback } from '../../useWebcastPlayback';
import { useTargetContext } from '../context';
import { clockOf } from '../time';
import { VideoPlayer } from './VideoPlayer';

/** What a talk plays: its recorded video, or its webcast live. */
export type TalkMedia = { kind: 'video'; asset: Asset } | { kind: 'webcast'; webcastId: string };

/**
 * What a talk can play at `now`: its video once its on-demand date has come; else its webcast from
 * its planned live start (at any time without one); else a video without an on-demand date (as
 * before webcasts: playable at any time). Nothing while neither has come.
 */
export function talkMedia(
  talk: TheatreVideo,
  assets: ReadonlyMap<string, Asset>,
  now: Date,
): TalkMedia | undefined {
  const hasCome = (iso: string) => Date.parse(iso) <= now.getTime();
  const video = talk.videoAssetId ? assets.get(talk.videoAssetId) : undefined;
  if (video && talk.onDemandFrom && hasCome(talk.onDemandFrom)) return { kind: 'video', asset: video };
  if (talk.webcastAssetId && (!talk.plannedLiveStart || hasCome(talk.plannedLiveStart)))
    return { kind: 'webcast', webcastId: talk.webcastAssetId };
  if (video && !talk.onDemandFrom) return { kind: 'video', asset: video };
  return undefined;
}

/** The slide shown at `seconds` into the video: the last one whose time has come. */
export function currentSlide(slides: readonly TheatreSlide[], seconds: number): TheatreSlide | undefined {
  let current: TheatreSlide | undefined;
  for (const slide of slides)
    if (slide.time <= seconds && (!current || slide.time >= current.time)) current = slide;
  return current;
}

/**
 * A webcast playing live for the visitor, under the signed address the venue gives them (renewed
 * before it expires); `plannedStart` (in words) and `startsAt` (ISO, counted down to with the
 * venue's clock) are said until it begins. The console's notice to the viewers shows above it,
 * announced when it changes, and the slide it shows beside it. Its playing is recorded (live) for
 * `elementId`, the talk on stage.
 */
export function LiveWebcast({
  webcastId,
  label,
  plannedStart,
  startsAt,
  elementId,
}: {
  webcastId: string;
  label: string;
  plannedStart?: string | undefined;
  startsAt?: string | undefined;
  elementId?: string | undefined;
}) {
  const { t } = useTranslation();
  const playback = useWebcastPlayback(webcastId);
  const watchRef = useWatchActivity(elementId, true);
  const { notice, slide } = useWebcastStage(webcastId);
  const { now } = useTargetContext();
  return (
    <Stack gap="sm">
      <div role="status" aria-live="polite">
        {notice && (
          <Alert
            variant="light"
            radius="md"
            icon={<IconSpeakerphone size={20} aria-hidden />}
            title={t('webcasts.noticeLabel')}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {notice.text}
            </Text>
          </Alert>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, md: slide ? 2 : 1 }} spacing="md">
        <WebcastPlayer
          webcastId={webcastId}
          src={playback.url}
          isUnavailable={playback.isUnavailable}
          label={label}
          plannedStart={plannedStart}
          startsAt={startsAt}
          clock={now}
          videoRef={watchRef}
        />
        {slide && (
          <Box
            component="section"
            aria-label={t('visitTargets.programme.slides')}
            aria-live="polite"
            style={{
              aspectRatio: '16 / 9',
              background: 'var(--mantine-color-default-hover)',
              borderRadius: 8,
              overflow: 'hidden',
            }}
          >
            <img
              key={slide.id}
              src={slide.url}
              alt={t('visitTargets.programme.currentSlide', { title: slide.title })}
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          </Box>
        )}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A talk's player: its webcast live (`plannedStart`, in words, said until it begins, and counted
 * down to from its planned live start), or its video with the auditorium's slides following the
 * video's time, where a slide's button jumps there.
 */
export function TalkPlayer({
  talk,
  media,
  slides,
  plannedStart,
}: {
  talk: TheatreVideo;
  media: TalkMedia;
  slides: readonly TheatreSlide[];
  plannedStart?: string | undefined;
}) {
  if (media.kind === 'webcast')
    return (
      <LiveWebcast
        key={media.webcastId}
        webcastId={media.webcastId}
        label={talk.title}
        plannedStart={plannedStart}
        startsAt={talk.plannedLiveStart ?? undefined}
        elementId={talk.id}
      />
    );
  return <RecordedTalk talk={talk} video={media.asset} slides={slides} />;
}

/** A talk's video with the slides following its time; its playing is recorded (on demand). */
function RecordedTalk({
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
  const playerRef = useMergedRef(ref, useWatchActivity(talk.id, false));
  const [seconds, setSeconds] = useState(0);
  const ordered = [...slides].sort((a, b) => a.time - b.time);
  const hasSlides = !talk.noSlides && ordered.length > 0;
  const current = hasSlides ? currentSlide(ordered, seconds) : undefined;
  const player = (
    <VideoPlayer
      ref={playerRef}
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
