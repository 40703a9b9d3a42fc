import type { Asset, BoothDocMonitor } from '@foyer/shared';
import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useActivity } from '../../activity';
import { RatingStars } from '../../rating';
import { Unavailable } from './Unavailable';

/**
 * A PDF in a frame, with its category and description, a download link and "open in new tab";
 * the monitor's stars when it has rating on (live venue only). A download is recorded for
 * `elementId` (the element that opened it) in the live venue.
 */
export function DocumentViewer({
  asset,
  monitor,
  elementId = monitor?.id,
}: {
  asset: Asset | undefined;
  monitor?: BoothDocMonitor;
  elementId?: string | undefined;
}) {
  const { t } = useTranslation();
  const activity = useActivity();
  if (!asset) return <Unavailable />;
  const title = monitor?.title ?? asset.name;
  const handleDownload = () => activity.record({ kind: 'download', elementId });
  return (
    <Stack gap="sm">
      {(monitor?.category || monitor?.description) && (
        <Stack gap={4}>
          {monitor.category && (
            <Badge variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
              {monitor.category}
            </Badge>
          )}
          {monitor.description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {monitor.description}
            </Text>
          )}
        </Stack>
      )}
      {monitor?.hasRating && <RatingStars elementId={monitor.id} title={title} />}
      <Group gap="xs">
        <Button
          component="a"
          href={asset.url}
          download={asset.name}
          onClick={handleDownload}
          variant="filled"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('visitTargets.document.download')}
        </Button>
        <Button
          component="a"
          href={asset.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t('visitTargets.openInNewTab')}
        </Button>
      </Group>
      <Box
        component="iframe"
        src={asset.url}
        title={t('visitTargets.document.frameTitle', { title })}
        w="100%"
        h="70vh"
        style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
      />
    </Stack>
  );
}
