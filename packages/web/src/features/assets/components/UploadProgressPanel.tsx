import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

export type UploadItem = {
  id: string;
  name: string;
  progress: number;
  state: 'uploading' | 'success' | 'error';
};

/** The upload list of the client state (spec §3); the media issue fills it. */
let uploads: readonly UploadItem[] = [];
const listeners = new Set<() => void>();

export const uploadStore = {
  set(next: readonly UploadItem[]) {
    uploads = next;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => uploads,
};

/** Floating upload progress; hidden while there are no uploads. */
export function UploadProgressPanel() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(uploadStore.subscribe, uploadStore.get, uploadStore.get);
  if (items.length === 0) return null;
  return (
    <Paper
      withBorder
      shadow="lg"
      radius="md"
      p="md"
      w={320}
      pos="fixed"
      bottom={16}
      left={16}
      style={{ zIndex: 200 }}
      role="status"
      aria-label={t('uploads.title')}
    >
      <Text fw={600} size="sm" mb="xs">
        {t('uploads.title')}
      </Text>
      <Stack gap="xs">
        {items.map((item) => (
          <Stack gap={2} key={item.id}>
            <Text size="xs" truncate>
              {item.name}
            </Text>
            <Progress
              value={item.progress}
              color={item.state === 'error' ? 'red' : item.state === 'success' ? 'teal' : 'brand'}
              size="sm"
            />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
