import type { Webcast, WebcastHealth } from '@foyer/shared';
import { Group, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WebcastHealthStats } from './WebcastHealthStats';
import { WebcastPlayer } from './WebcastPlayer';
import { WebcastSection } from './WebcastSection';
import { WebcastStatusBadge } from './WebcastStatusBadge';
import { useWebcastTime } from './useWebcastTime';

/**
 * The broadcast as the organiser's page and the console show it: its state with since when, what
 * the viewer may do about it (`children`: a moderator's end, the notice of one), the stream while
 * live (named `label`), its signal's health when known, and how many players are open on it
 * (`viewers`, for those who may see it).
 */
export function WebcastBroadcastSection({
  id,
  title,
  label,
  webcast,
  health,
  viewers = null,
  children,
}: {
  id: string;
  title: string;
  label: string;
  webcast: Pick<Webcast, 'id' | 'status' | 'liveSince' | 'endedAt' | 'playbackUrl'>;
  health: WebcastHealth | null;
  viewers?: number | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const time = useWebcastTime()(webcast);
  return (
    <WebcastSection id={id} title={title} aside={<WebcastStatusBadge status={webcast.status} />}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {time}
        </Text>
        {viewers !== null && (
          <Tooltip label={t('webcasts.viewersHint')} withArrow>
            <Group
              gap={6}
              wrap="nowrap"
              tabIndex={0}
              aria-label={`${t('webcasts.viewers', { count: viewers })}. ${t('webcasts.viewersHint')}`}
            >
              <IconEye size={16} aria-hidden style={{ color: 'var(--mantine-color-dimmed)' }} />
              <Text size="sm" fw={600} data-testid="webcast-viewers">
                {t('webcasts.viewers', { count: viewers })}
              </Text>
            </Group>
          </Tooltip>
        )}
      </Group>
      {children}
      {/* The stream plays while live; a new broadcast (a new start time) starts it afresh. */}
      <WebcastPlayer
        key={webcast.liveSince ?? 'never'}
        webcastId={webcast.id}
        src={webcast.playbackUrl}
        label={label}
        status={webcast.status}
      />
      {health && <WebcastHealthStats health={health} />}
    </WebcastSection>
  );
}
