import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration } from '../../assets/upload';
import type { WebcastDetail } from '../queries';

/**
 * The webcast's recordings (one video of the media library per broadcast, newest first), each
 * found in the library's videos and downloadable as MP4; the talks that play the webcast without a
 * video of their own take each new one as their video on demand.
 */
export function WebcastRecordings({ webcast }: { webcast: WebcastDetail }) {
  const { t } = useTranslation();
  if (webcast.recordings.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('webcasts.recordings.none')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <List size="sm" spacing={6}>
        {webcast.recordings.map((video) => (
          <List.Item key={video.id}>
            <Group gap={8} wrap="wrap">
              <Anchor
                component={Link}
                to={`/assets/videos?search=${encodeURIComponent(video.name)}`}
                size="sm"
                style={{ wordBreak: 'break-word' }}
              >
                {video.name}
              </Anchor>
              {video.duration ? (
                <Text span size="xs" c="dimmed">
                  {formatDuration(video.duration)}
                </Text>
              ) : null}
              <Anchor
                href={video.originalUrl}
                download={`${video.name.replace(/\.mp4$/i, '')}.mp4`}
                size="xs"
                aria-label={t('webcasts.recordings.downloadLabel', { name: video.name })}
              >
                <Group gap={4} wrap="nowrap" component="span">
                  <IconDownload size={14} aria-hidden />
                  {t('webcasts.recordings.download')}
                </Group>
              </Anchor>
            </Group>
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        {t('webcasts.recordings.hint')}
      </Text>
    </Stack>
  );
}
