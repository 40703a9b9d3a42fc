import type { Asset, BoothVideo } from '@foyer/shared';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWatchActivity } from '../../activity';
import { useTargetContext } from '../context';
import { Slideshow } from './Slideshow';
import { Unavailable } from './Unavailable';
import { VideoPlayer } from './VideoPlayer';

/**
 * A video asset, or a booth video with its settings (autostart, loop, start full screen, poster)
 * and its slideshow of images before the video. Its playing is recorded for `elementId` (the
 * element that opened it) in the live venue, on demand.
 */
export function VideoViewer({
  asset,
  boothVideo,
  elementId = boothVideo?.id,
}: {
  asset: Asset | undefined;
  boothVideo?: BoothVideo;
  elementId?: string | undefined;
}) {
  const { t } = useTranslation();
  const { assets } = useTargetContext().source;
  const watchRef = useWatchActivity(elementId, false);
  const images = boothVideo?.slideshow
    ? boothVideo.slideshowAssetIds.flatMap((id) => assets.get(id) ?? [])
    : [];
  const poster = boothVideo?.thumbnailAssetId ? assets.get(boothVideo.thumbnailAssetId) : undefined;
  if (!asset && images.length === 0) return <Unavailable />;
  const label = boothVideo?.title ?? asset?.name ?? t('visitTargets.video.untitled');
  return (
    <Stack gap="sm">
      {boothVideo?.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {boothVideo.description}
        </Text>
      )}
      {images.length > 0 && boothVideo && (
        <Slideshow images={images} durationSeconds={boothVideo.slideDuration} fade={boothVideo.fade} />
      )}
      {asset && (
        <VideoPlayer
          ref={watchRef}
          src={asset.url}
          label={label}
          poster={poster?.url ?? asset.thumbnailUrl ?? undefined}
          autostart={boothVideo?.autostart ?? false}
          loop={boothVideo?.loop ?? false}
          startFullscreen={boothVideo?.startFullscreen ?? false}
        />
      )}
    </Stack>
  );
}
