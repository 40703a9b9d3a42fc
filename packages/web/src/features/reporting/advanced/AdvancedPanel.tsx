import { type EventReport, type ReportQuery, quotaOf } from '@foyer/shared';
import { Stack } from '@mantine/core';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import { useUser } from '../../users/queries';
import type { ReportFormat } from '../format';
import { AdvancedUpgrade } from './AdvancedUpgrade';
import { CompareCard } from './CompareCard';
import { FunnelCard } from './FunnelCard';
import { LeadsCard } from './LeadsCard';
import { ParticipantsCard } from './ParticipantsCard';
import { isPremiumRefusal, useFunnel } from './queries';

/**
 * The "Advanced" tab of the report (issue 19, business plan and above): the funnel, what each
 * participant did, a booth's leads and events side by side, all of the chosen range. Below the
 * business plan (the user's plan, or the server's PREMIUM_REQUIRED) the upgrade prompt instead, and
 * nothing is asked that would be refused.
 */
export function AdvancedPanel({
  eventId,
  range,
  report,
  onReportRetry,
  format,
}: {
  eventId: string;
  range: ReportQuery;
  /** The overview's report of the event (its booths), undefined while it loads. */
  report: EventReport | undefined;
  /** Asks for the report again; given when it could not be loaded. */
  onReportRetry?: () => void;
  format: ReportFormat;
}) {
  const { user } = useUser();
  const hasPlan = user ? quotaOf(user.plan).advancedReporting : false;
  const funnel = useFunnel(eventId, range, hasPlan);
  if (!user)
    return (
      <Stack gap="lg">
        <BusySkeleton height={320} radius="lg" />
        <BusySkeleton height={360} radius="lg" />
      </Stack>
    );
  if (!hasPlan || isPremiumRefusal(funnel.error)) return <AdvancedUpgrade />;
  return (
    <Stack gap="lg">
      <FunnelCard query={funnel} format={format} />
      <ParticipantsCard eventId={eventId} range={range} format={format} />
      <LeadsCard
        eventId={eventId}
        range={range}
        report={report}
        onReportRetry={onReportRetry}
        format={format}
      />
      <CompareCard eventId={eventId} range={range} format={format} />
    </Stack>
  );
}
