import { Card, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import classes from '../Editor.module.css';
import type { EditorVariant } from '../shellContext';
import { useEditorLayout } from '../useEditorLayout';

const SKELETON_ROWS = ['72%', '88%', '64%', '80%', '92%', '70%', '84%', '60%', '76%', '68%'];

/** Loading: the shape of the editor (tree, form, preview), announced as loading. */
export function EditorSkeleton({ variant }: { variant: EditorVariant }) {
  const { t } = useTranslation();
  const mode = useEditorLayout();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Stack gap={8}>
        <Skeleton height={14} width={120} radius="sm" />
        <Skeleton height={28} width="40%" radius="sm" />
      </Stack>
      <div className={variant === 'full' ? classes.layout : classes.plainLayout} data-mode={mode}>
        <Stack gap={8} className={classes.nav}>
          {SKELETON_ROWS.map((width) => (
            <Skeleton key={width} height={26} radius="sm" width={width} />
          ))}
        </Stack>
        <Card withBorder radius="lg" padding="lg" className={classes.main}>
          <Stack gap="md">
            {[0, 1, 2, 3].map((i) => (
              <Stack gap={6} key={i}>
                <Skeleton height={12} width={120} radius="sm" />
                <Skeleton height={40} radius="md" />
              </Stack>
            ))}
          </Stack>
        </Card>
        {variant === 'full' && (
          <Card withBorder radius="lg" padding="md" className={classes.preview}>
            <Skeleton height={0} style={{ paddingTop: '56.25%' }} radius="md" />
          </Card>
        )}
      </div>
    </Stack>
  );
}

/** The venue could not be loaded (not a 404, which goes to /404): says so and offers to try again. */
export function EditorError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <EmptyBlock
      icon={<IconAlertTriangle size={28} aria-hidden />}
      title={t('editor.loadError.title')}
      description={t('editor.loadError.text')}
      actionLabel={t('editor.loadError.retry')}
      onAction={onRetry}
    />
  );
}
