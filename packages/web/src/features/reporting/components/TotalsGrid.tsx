import type { ReportTotals } from '@foyer/shared';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportFormat } from '../format';
import { StatCard } from './StatCard';

/** The figures of the whole range as cards: two a row on a phone, four on wide screens. */
export function TotalsGrid({ totals, format }: { totals: ReportTotals; format: ReportFormat }) {
  const { t } = useTranslation();
  const label = (figure: string) => t(`reporting.figures.${figure}`);
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={t('reporting.totals')}
    >
      <StatCard figure="registered" label={label('registered')} value={format.count(totals.registered)} />
      <StatCard
        figure="confirmed"
        label={label('confirmed')}
        value={format.count(totals.confirmed)}
        detail={{
          note: t('reporting.ofRegistered', { percent: format.percent(totals.confirmed, totals.registered) }),
        }}
      />
      <StatCard
        figure="visitors"
        label={label('visitors')}
        value={format.count(totals.visitors)}
        detail={{ figure: 'entries', label: label('entries'), value: format.count(totals.entries) }}
      />
      <StatCard
        figure="peakConcurrent"
        label={label('peakConcurrent')}
        value={format.count(totals.peakConcurrent)}
        detail={{
          note: totals.peakAt
            ? t('reporting.peakAt', { time: format.moment(totals.peakAt) })
            : t('reporting.noPeak'),
        }}
      />
      <StatCard
        figure="averageVenueSeconds"
        label={label('averageVenueSeconds')}
        value={format.duration(totals.averageVenueSeconds)}
        detail={{
          figure: 'venueSeconds',
          label: label('venueSeconds'),
          value: format.duration(totals.venueSeconds),
        }}
      />
      <StatCard
        figure="watchSeconds"
        label={label('watchSeconds')}
        value={format.duration(totals.watchSeconds)}
      />
      <StatCard
        figure="chatMessages"
        label={label('chatMessages')}
        value={format.count(totals.chatMessages)}
        detail={{
          figure: 'activeChatters',
          label: label('activeChatters'),
          value: format.count(totals.activeChatters),
        }}
      />
      <StatCard figure="questions" label={label('questions')} value={format.count(totals.questions)} />
    </SimpleGrid>
  );
}
