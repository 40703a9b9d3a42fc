import type { Webcast, WebcastHealth } from '@foyer/shared';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { WebcastHealthStats } from './WebcastHealthStats';
import { WebcastPlayer } from './WebcastPlayer';
import { WebcastSection } from './WebcastSection';
import { WebcastStatusBadge } from './WebcastStatusBadge';
import { useWebcastTime } from './useWebcastTime';

/**
 * The broadcast as the organiser's page and the console show it: its state with since when, what
 * the viewer may do about it (`children`: a moderator's end, the notice of one), the stream while
 * live (named `label`) and its signal's health when known.
 */
export function WebcastBroadcastSection({
  id,
  title,
  label,
  webcast,
  health,
  children,
}: {
  id: string;
  title: string;
  label: string;
  webcast: Pick<Webcast, 'id' | 'status' | 'liveSince' | 'endedAt' | 'playbackUrl'>;
  health: WebcastHealth | null;
  children?: ReactNode;
}) {
  const time = useWebcastTime()(webcast);
  return (
    <WebcastSection id={id} title={title} aside={<WebcastStatusBadge status={webcast.status} />}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {time}
      </Text>
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
