import type { Asset, Room, TheatreLink, TheatreSlide, TheatreVideo } from '@foyer/shared';
import { Anchor, Badge, Box, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageQuestion, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playingTalk, stageTalk } from '../../../venue';
import { QaPanel } from '../../qa';
import { RatingStars } from '../../rating';
import { useRealtime } from '../../realtime';
import { isActionable } from '../actions';
import { useTargetContext } from '../context';
import { useNow } from '../../../../lib/useNow';
import { formatDateTime, formatDuration } from '../time';
import { LiveWebcast, TalkPlayer, talkMedia } from './TalkPlayer';
import { Unavailable } from './Unavailable';

/** The moments of a talk: countdown to its start, its planned live start, on demand from. */
function TalkTimes({ talk, now }: { talk: TheatreVideo; now: Date }) {
  const { t, i18n } = useTranslation();
  // A host without an event (some previews) shows the visitor's time alone.
  const timeZone = useTargetContext().source.event?.timeZone;
  const at = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const isFuture = (iso: string) => Date.parse(iso) > now.getTime();
  const lines: string[] = [];
  if (talk.startsAt)
    lines.push(
      isFuture(talk.startsAt)
        ? t('visitTargets.programme.startsIn', {
            time: formatDuration(Date.parse(talk.startsAt) - now.getTime(), t),
          })
        : t('visitTargets.programme.started', { time: at(talk.startsAt) }),
    );
  if (talk.plannedLiveStart)
    lines.push(
      t(
        isFuture(talk.plannedLiveStart)
          ? 'visitTargets.programme.liveStartsAt'
          : 'visitTargets.programme.livePlanned',
        {
          time: at(talk.plannedLiveStart),
        },
      ),
    );
  if (talk.onDemandFrom)
    lines.push(t('visitTargets.programme.onDemandFrom', { time: at(talk.onDemandFrom) }));
  if (lines.length === 0) return null;
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * An auditorium's programme (a webcast opens the programme of its theatre): its talks with their
 * times, the chosen talk's player (its webcast live, or its video with the slides following it; see
 * talkMedia for which and from when) and its link items. Opened as a webcast, the webcast plays live
 * above the programme until the visitor chooses a talk. "Now playing" marks the talk on stage by the
 * programme's times (playingTalk), not the one the visitor chose to watch.
 */
export function ProgrammeViewer({
  webcast,
  theatre,
  talkId,
}: {
  webcast?: Asset | undefined;
  theatre?: Room;
  talkId?: string;
}) {
  const { t, i18n } = useTranslation();
  const ctx = useTargetContext();
  const now = useNow(30_000, ctx.now);
  const timeZone = ctx.source.event?.timeZone;
  const at = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, timeZone) : undefined);
  const [selectedId, setSelectedId] = useState<string | undefined>(talkId);
  // Q&A and polls need the live venue's connection (not in the organiser's preview).
  const hasQa = useRealtime() !== null;
  const [qaTalkId, setQaTalkId] = useState<string | undefined>(talkId);
  const { assets } = ctx.source;
  const talks = theatre?.elements.filter((e): e is TheatreVideo => e.kind === 'THEATRE_VIDEO') ?? [];
  const slides = theatre?.elements.filter((e): e is TheatreSlide => e.kind === 'THEATRE_SLIDE') ?? [];
  const links = theatre?.elements.filter((e): e is TheatreLink => e.kind === 'THEATRE_LINK') ?? [];
  const selected = talks.find((talk) => talk.id === selectedId);
  const selectedMedia = selected ? talkMedia(selected, assets, now) : undefined;
  // Opened as a webcast: its talk on stage or next tells when it is planned to begin.
  const webcastTalk = webcast
    ? stageTalk(
        talks.filter((talk) => talk.webcastAssetId === webcast.id),
        assets,
        now,
      )
    : undefined;
  const qaTalk = hasQa ? talks.find((talk) => talk.id === qaTalkId && talk.interactive) : undefined;
  const onStage = playingTalk(talks, assets, now);
  const handleWatch = (id: string) => {
    setSelectedId(id);
    setQaTalkId(id);
  };

  return (
    <Stack gap="md">
      {webcast && <Text fw={600}>{t('visitTargets.programme.webcast', { name: webcast.name })}</Text>}
      {webcast && !selectedMedia && (
        <LiveWebcast
          key={webcast.id}
          webcastId={webcast.id}
          label={webcast.name}
          plannedStart={at(webcastTalk?.plannedLiveStart ?? null)}
          startsAt={webcastTalk?.plannedLiveStart ?? undefined}
          elementId={webcastTalk?.id}
        />
      )}
      {!theatre ? (
        webcast ? (
          <Text size="sm" c="dimmed">
            {t('visitTargets.programme.noTheatre')}
          </Text>
        ) : (
          <Unavailable />
        )
      ) : (
        <>
          {selected && selectedMedia && (
            <TalkPlayer
              talk={selected}
              media={selectedMedia}
              slides={slides}
              plannedStart={at(selected.plannedLiveStart)}
            />
          )}
          {qaTalk && <QaPanel key={qaTalk.id} talk={qaTalk} />}
          <Stack gap="sm" component="section" aria-labelledby="visit-programme-heading">
            <Title order={3} fz="md" id="visit-programme-heading">
              {t('visitTargets.programme.title')}
            </Title>
            {talks.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('visitTargets.programme.empty')}
              </Text>
            )}
            {talks.map((talk) => {
              const media = talkMedia(talk, assets, now);
              const thumb = talk.thumbnailAssetId ? assets.get(talk.thumbnailAssetId) : undefined;
              const isInPlayer = talk.id === selected?.id && media !== undefined;
              const isPlaying = talk.id === onStage?.id;
              return (
                <Paper key={talk.id} withBorder p="sm" radius="md" data-talk={talk.id}>
                  <Group align="flex-start" wrap="nowrap" gap="sm">
                    {thumb && (
                      <Image
                        src={thumb.thumbnailUrl ?? thumb.url}
                        alt={talk.title}
                        w={120}
                        h={68}
                        radius="sm"
                        fit="cover"
                        style={{ flexShrink: 0 }}
                      />
                    )}
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <Group gap="xs">
                        <Title order={4} fz="sm">
                          {talk.title}
                        </Title>
                        {talk.category && (
                          <Badge variant="light" size="sm" tt="none">
                            {talk.category}
                          </Badge>
                        )}
                      </Group>
                      {talk.speaker && (
                        <Text size="sm">{t('visitTargets.programme.speaker', { name: talk.speaker })}</Text>
                      )}
                      <TalkTimes talk={talk} now={now} />
                      {talk.description && (
                        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                          {talk.description}
                        </Text>
                      )}
                      {talk.bio && (
                        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                          {talk.bio}
                        </Text>
                      )}
                      {talk.rating && <RatingStars elementId={talk.id} title={talk.title} />}
                      <Group gap="xs">
                        {isPlaying && <Badge variant="filled">{t('visitTargets.programme.watching')}</Badge>}
                        {media &&
                          (isInPlayer ? (
                            <Text size="sm" fw={600}>
                              {t('visitTargets.programme.inPlayer')}
                            </Text>
                          ) : (
                            <Button
                              size="compact-sm"
                              leftSection={<IconPlayerPlay size={14} aria-hidden />}
                              aria-label={`${t('visitTargets.programme.watch')}: ${talk.title}`}
                              onClick={() => handleWatch(talk.id)}
                            >
                              {t('visitTargets.programme.watch')}
                            </Button>
                          ))}
                        {hasQa && talk.interactive && talk.id !== qaTalk?.id && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            leftSection={<IconMessageQuestion size={14} aria-hidden />}
                            aria-label={`${t('visitQa.open')}: ${talk.title}`}
                            onClick={() => setQaTalkId(talk.id)}
                          >
                            {t('visitQa.open')}
                          </Button>
                        )}
                        {talk.link && (
                          <Anchor href={talk.link} target="_blank" rel="noopener noreferrer" size="sm">
                            {t('visitTargets.programme.moreLink')}
                          </Anchor>
                        )}
                      </Group>
                    </Stack>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          {links.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="visit-programme-links">
              <Title order={3} fz="md" id="visit-programme-links">
                {t('visitTargets.programme.links')}
              </Title>
              <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {links.map((link) => (
                  <li key={link.id}>
                    <Group justify="space-between" py={4} wrap="nowrap">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600}>
                          {link.title}
                        </Text>
                        {link.speaker && (
                          <Text size="xs" c="dimmed">
                            {t('visitTargets.programme.speaker', { name: link.speaker })}
                          </Text>
                        )}
                        {link.description && <Text size="xs">{link.description}</Text>}
                        {link.rating && <RatingStars elementId={link.id} title={link.title} />}
                      </Stack>
                      {isActionable(link.target, ctx.abilities) && (
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-label={`${t('visitTargets.programme.open')}: ${link.title}`}
                          onClick={() => ctx.openTarget(link.target, { element: link, room: theatre })}
                        >
                          {t('visitTargets.programme.open')}
                        </Button>
                      )}
                    </Group>
                  </li>
                ))}
              </Box>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
