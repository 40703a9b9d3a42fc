import { SimpleGrid, Stack, Text } from '@mantine/core';
import { WEBCAST_INGEST_DELAY_WARN_MS, type WebcastHealth } from '@foyer/shared';
import { useTranslation } from 'react-i18next';

/**
 * A live broadcast's health as the media server measures it: incoming bitrate, picture, sound,
 * frames dropped, how long it has run and the ingest delay — a description list, readable by screen
 * readers. The bitrate is measured every 10 s, so it says "measuring" at first; values that point to
 * a problem are red, and the delay says what it means.
 */
export function WebcastHealthStats({ health }: { health: WebcastHealth }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const minutes = Math.floor(health.uptimeSeconds / 60);
  const seconds = String(health.uptimeSeconds % 60).padStart(2, '0');
  const picture =
    health.width && health.height
      ? `${health.width}×${health.height}${health.fps ? ` · ${number.format(health.fps)} fps` : ''}${health.videoCodec ? ` · ${health.videoCodec}` : ''}`
      : t('webcasts.health.unknown');
  const delay = health.ingestDelayMs;
  const seconds1 = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const items: [label: string, value: string, isBad?: boolean][] = [
    [
      t('webcasts.health.bitrate'),
      health.bitrateKbps > 0
        ? t('webcasts.health.kbps', { value: number.format(health.bitrateKbps) })
        : t('webcasts.health.measuring'),
    ],
    [t('webcasts.health.picture'), picture],
    [
      t('webcasts.health.sound'),
      health.audioCodec
        ? `${health.audioCodec}${health.audioKbps > 0 ? ` · ${t('webcasts.health.kbps', { value: number.format(health.audioKbps) })}` : ''}`
        : t('webcasts.health.noSound'),
    ],
    [t('webcasts.health.dropped'), number.format(health.droppedFrames), health.droppedFrames > 0],
    [t('webcasts.health.uptime'), `${minutes}:${seconds}`],
    [
      t('webcasts.health.delay'),
      delay === null
        ? t('webcasts.health.unknown')
        : t('webcasts.health.seconds', { value: seconds1.format(delay / 1000) }),
      delay !== null && delay >= WEBCAST_INGEST_DELAY_WARN_MS,
    ],
  ];
  return (
    <Stack gap={4} component="section" aria-label={t('webcasts.health.title')}>
      <Text size="sm" fw={600}>
        {t('webcasts.health.title')}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing={6} m={0}>
        {items.map(([label, value, isBad]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              c={isBad ? 'red' : undefined}
              data-bad={isBad ? 'true' : undefined}
            >
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c={delay !== null && delay >= WEBCAST_INGEST_DELAY_WARN_MS ? 'red' : 'dimmed'}>
        {t(
          delay !== null && delay >= WEBCAST_INGEST_DELAY_WARN_MS
            ? 'webcasts.health.delayBehind'
            : 'webcasts.health.delayHint',
        )}
      </Text>
    </Stack>
  );
}
