import { LIMITS } from '@foyer/shared';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCircleCheck,
  IconCloudUpload,
  IconMinus,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type UploadItem, type UploadStore, uploadStore as appUploadStore, useUploads } from '../uploadStore';

const tooltipStyles = { tooltip: { minWidth: 0 } };

function UploadRow({ item, onRetry }: { item: UploadItem; onRetry: () => void }) {
  const { t } = useTranslation();
  const isProcessing = item.state === 'uploading' && item.progress >= 100;
  return (
    <Stack gap={4} component="li" style={{ listStyle: 'none' }}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          {item.state === 'success' && (
            <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
          )}
          {item.state === 'error' && (
            <IconAlertCircle size={16} color="var(--mantine-color-red-6)" aria-hidden />
          )}
          <Text size="sm" truncate title={item.name}>
            {item.name}
          </Text>
        </Group>
        {item.state === 'error' ? (
          <Tooltip label={t('uploads.retry')} styles={tooltipStyles} withArrow={false}>
            <ActionIcon
              size="sm"
              variant="subtle"
              aria-label={t('uploads.retryFile', { name: item.name })}
              onClick={onRetry}
            >
              <IconRefresh size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {item.state === 'success'
              ? t('uploads.done')
              : isProcessing
                ? t('uploads.processing')
                : `${item.progress} %`}
          </Text>
        )}
      </Group>
      <Progress
        value={item.state === 'error' ? 100 : item.progress}
        color={item.state === 'error' ? 'red' : item.state === 'success' ? 'teal' : 'brand'}
        striped={isProcessing}
        animated={isProcessing}
        size="sm"
        aria-label={item.name}
      />
      {item.state === 'error' && item.errorKey && (
        <Text size="xs" c="red">
          {t(item.errorKey, { count: LIMITS.uploadFilesAtOnce })}
        </Text>
      )}
    </Stack>
  );
}

/** Floating upload list of the whole app (spec §2/§4): progress, success or error, retry, minimise, close. */
export function UploadProgressPanel({ store = appUploadStore }: { store?: UploadStore }) {
  const { t } = useTranslation();
  const { items, panel } = useUploads(store);

  if (items.length === 0) return null;
  const running = items.filter((i) => i.state === 'uploading').length;
  const failed = items.filter((i) => i.state === 'error').length;
  const summary = running
    ? t('uploads.running', { count: running })
    : failed
      ? t('uploads.failedCount', { count: failed })
      : t('uploads.allDone', { count: items.length });

  if (panel === 'minimised') {
    return (
      <Box
        component="section"
        aria-label={t('uploads.title')}
        pos="fixed"
        bottom={16}
        left={16}
        style={{ zIndex: 200 }}
      >
        <Button
          variant="default"
          size="md"
          radius="xl"
          styles={{ root: { boxShadow: 'var(--mantine-shadow-lg)' } }}
          leftSection={<IconCloudUpload size={18} aria-hidden />}
          rightSection={
            failed ? (
              <Badge color="red" size="sm" circle>
                {failed}
              </Badge>
            ) : undefined
          }
          onClick={() => store.setPanel('open')}
        >
          {summary}
        </Button>
      </Box>
    );
  }

  return (
    <Paper
      component="section"
      aria-label={t('uploads.title')}
      withBorder
      shadow="xl"
      radius="md"
      p="md"
      pos="fixed"
      bottom={16}
      left={16}
      w="min(360px, calc(100vw - 32px))"
      style={{ zIndex: 200 }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" size="md" radius="xl">
            <IconCloudUpload size={16} aria-hidden />
          </ThemeIcon>
          <div>
            <Text fw={600} size="sm">
              {t('uploads.title')}
            </Text>
            <Text size="xs" c="dimmed" aria-live="polite">
              {summary}
            </Text>
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('uploads.minimise')} styles={tooltipStyles} withArrow={false}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('uploads.minimise')}
              onClick={() => store.setPanel('minimised')}
            >
              <IconMinus size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('common.close')} styles={tooltipStyles} withArrow={false}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('common.close')} onClick={store.dismiss}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
        <Stack gap="sm" component="ul" p={0} m={0}>
          {items.map((item) => (
            <UploadRow key={item.id} item={item} onRetry={() => void store.retry(item.id)} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
