import type { TimelineDay } from '@foyer/shared';
import { Box, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visitorTimeRange } from '../../../../lib/eventTime';
import { TimelineView } from '../../../venue';
import { isActionable } from '../actions';
import { useTargetContext } from '../context';

/** A day's heading: its title, with its date in the interface's language. */
function useDayLabel() {
  const { t, i18n } = useTranslation();
  return (day: TimelineDay, index: number) => {
    const date = day.date
      ? new Intl.DateTimeFormat(i18n.language, {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          timeZone: 'UTC',
        }).format(new Date(`${day.date}T00:00:00Z`))
      : null;
    return { title: day.title || t('visitTargets.timeline.day', { n: index + 1 }), date };
  };
}

/**
 * The agenda, read-only: a list by day whose items have a "go to" button that opens their own target
 * (when it does something), or the timeline drawn on an hour axis.
 */
export function TimelineViewer() {
  const { t, i18n } = useTranslation();
  const ctx = useTargetContext();
  const { agenda } = ctx.source.venue;
  const timeZone = ctx.source.event?.timeZone;
  /** An item's hours: the visitor's, with the event's beside when its zone differs. */
  const hoursOf = (day: TimelineDay, start: string, end: string) =>
    timeZone ? visitorTimeRange(day.date, start, end, timeZone, i18n.language) : `${start}–${end}`;
  const [view, setView] = useState<'list' | 'grid'>('list');
  const dayLabel = useDayLabel();
  if (agenda.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('visitTargets.timeline.empty')}
      </Text>
    );
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('visitTargets.timeline.view')}
        value={view}
        onChange={(v) => setView(v as 'list' | 'grid')}
        data={[
          { value: 'list', label: t('visitTargets.timeline.list') },
          { value: 'grid', label: t('visitTargets.timeline.grid') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {view === 'grid' ? (
        <TimelineView days={agenda} timeZone={timeZone} isVisitorView />
      ) : (
        agenda.map((day, index) => {
          const label = dayLabel(day, index);
          const items = [...day.items].sort((a, b) => a.start.localeCompare(b.start));
          return (
            <Stack key={day.id} gap="xs" component="section" aria-labelledby={`visit-day-${day.id}`}>
              <div>
                <Title order={3} fz="md" id={`visit-day-${day.id}`}>
                  {label.title}
                </Title>
                {label.date && (
                  <Text size="sm" c="dimmed">
                    {label.date}
                  </Text>
                )}
              </div>
              {items.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('visitTargets.timeline.noItems')}
                </Text>
              ) : (
                <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                  {items.map((item) => {
                    const goTo = item.buttonLabel || t('visitTargets.timeline.goTo');
                    return (
                      <Box
                        component="li"
                        key={item.id}
                        py="xs"
                        style={{
                          borderTop: '1px solid var(--mantine-color-default-border)',
                          borderLeft: `4px solid ${item.color ?? 'var(--mantine-primary-color-filled)'}`,
                          paddingLeft: 12,
                        }}
                      >
                        <Group justify="space-between" wrap="nowrap" align="flex-start">
                          <Stack gap={2} style={{ minWidth: 0 }}>
                            <Text size="sm" ff="monospace">
                              {hoursOf(day, item.start, item.end)}
                            </Text>
                            <Text fw={600}>{item.title}</Text>
                            {(item.name || item.location) && (
                              <Text size="sm" c="dimmed">
                                {[item.name, item.location].filter(Boolean).join(' · ')}
                              </Text>
                            )}
                            {item.speakers && <Text size="sm">{item.speakers}</Text>}
                          </Stack>
                          {isActionable(item.target, ctx.abilities) && (
                            <Button
                              size="compact-sm"
                              variant="light"
                              style={{ flexShrink: 0 }}
                              aria-label={`${goTo}: ${item.title}`}
                              onClick={() => ctx.openTarget(item.target, { element: item })}
                            >
                              {goTo}
                            </Button>
                          )}
                        </Group>
                      </Box>
                    );
                  })}
                </Box>
              )}
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
