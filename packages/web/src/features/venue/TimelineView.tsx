import { type Event, type TimelineDay, type TimelineDayItem, zoneLabel } from '@foyer/shared';
import { Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './TimelineView.module.css';
import { agendaZoneInstant, minutesOf, timeOf } from './agendaTime';
import { visitorTimeRange } from '../../lib/eventTime';

export type TimelineViewProps = {
  days: readonly TimelineDay[];
  /** The event (or the editor context); only its main colour is read (items without a colour of their own). */
  ctx?: { event: Pick<Event, 'mainColor'> };
  /** Items become buttons that call this. */
  onSelectItem?(item: TimelineDayItem, day: TimelineDay): void;
  /** The event's IANA zone the items' times are in: named above the timeline. */
  timeZone?: string;
  /** Visitors: each item also says its hours in the visitor's own zone (when it differs). */
  isVisitorView?: boolean;
};

/** Items' colour when neither the item nor the event has one. */
const DEFAULT_COLOR = '#4c5fd5';

/** Shortest block drawn, so a zero-length or reversed item still shows. */
const MIN_MINUTES = 15;

type Placed = { item: TimelineDayItem; start: number; end: number; lane: number; lanes: number };

/** An item's minutes, made drawable (end after start). */
function spanOf(item: TimelineDayItem): { start: number; end: number } {
  const start = minutesOf(item.start);
  const s = Number.isNaN(start) ? 0 : start;
  const end = minutesOf(item.end);
  return { start: s, end: Number.isNaN(end) || end < s + MIN_MINUTES ? s + MIN_MINUTES : end };
}

/**
 * Items in time order, each in a lane: items that overlap sit side by side, and every item of a
 * group of overlapping items knows how many lanes that group uses.
 */
export function layoutDay(items: readonly TimelineDayItem[]): Placed[] {
  const sorted = items
    .map((item) => ({ item, ...spanOf(item) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Placed[] = [];
  let group: Placed[] = [];
  let laneEnds: number[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  const close = () => {
    for (const p of group) p.lanes = laneEnds.length;
    out.push(...group);
    group = [];
    laneEnds = [];
  };
  for (const entry of sorted) {
    if (entry.start >= groupEnd) close();
    groupEnd = Math.max(groupEnd, entry.end);
    let lane = laneEnds.findIndex((end) => end <= entry.start);
    if (lane < 0) lane = laneEnds.push(entry.end) - 1;
    else laneEnds[lane] = entry.end;
    group.push({ ...entry, lane, lanes: 1 });
  }
  close();
  return out;
}

/** The hours the timeline shows: from the earliest start to the latest end, 09–17 when empty. */
export function hourRange(days: readonly TimelineDay[]): { from: number; to: number } {
  const spans = days.flatMap((d) => d.items.map(spanOf));
  if (spans.length === 0) return { from: 9, to: 17 };
  const from = Math.floor(Math.min(...spans.map((s) => s.start)) / 60);
  const to = Math.min(24, Math.ceil(Math.max(...spans.map((s) => s.end)) / 60));
  return { from, to: Math.max(to, from + 1) };
}

/** Black or white, whichever reads better on a hex colour. */
function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(hex);
  if (!m) return '#ffffff';
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => Number.parseInt(c!, 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.6 ? '#1f2530' : '#ffffff';
}

function useDayName() {
  const { t, i18n } = useTranslation();
  return (day: TimelineDay, index: number) => {
    if (!day.date) return t('elementForm.timeline.dayN', { n: index + 1 });
    const date = new Date(`${day.date}T00:00:00Z`);
    return new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(date);
  };
}

function ItemBlock({
  placed,
  day,
  range,
  color,
  onSelectItem,
  visitorZone,
}: {
  placed: Placed;
  day: TimelineDay;
  range: { from: number; to: number };
  color: string;
  onSelectItem?: TimelineViewProps['onSelectItem'];
  /** The event's zone, when the hours are said for a visitor. */
  visitorZone?: string;
}) {
  const { i18n } = useTranslation();
  const { item } = placed;
  const hours = visitorZone
    ? visitorTimeRange(day.date, item.start, item.end, visitorZone, i18n.language)
    : `${item.start}–${item.end}`;
  const total = (range.to - range.from) * 60;
  const from = Math.max(0, placed.start - range.from * 60);
  const bg = item.color ?? color;
  const style = {
    '--from': `${(from / total) * 100}%`,
    '--size': `${((Math.min(placed.end, range.to * 60) - range.from * 60 - from) / total) * 100}%`,
    '--lane-index': placed.lane,
    '--lanes': placed.lanes,
    '--item-bg': bg,
    '--item-fg': textOn(bg),
  } as CSSProperties;
  const body = (
    <>
      <span className={classes.itemTitle}>{item.title}</span>
      <span className={classes.meta}>
        {hours}
        {item.location ? ` · ${item.location}` : ''}
      </span>
      {item.speakers && <span className={classes.meta}>{item.speakers}</span>}
    </>
  );
  return (
    <li className={classes.slot} style={style} data-item={item.id}>
      {onSelectItem ? (
        <button type="button" className={classes.item} onClick={() => onSelectItem(item, day)}>
          {body}
        </button>
      ) : (
        <div className={classes.item}>{body}</div>
      )}
    </li>
  );
}

/**
 * The agenda as a timeline: a column per day (a row on narrow screens), items as blocks placed by
 * start and end on an hour axis, in their colour (else the event's), with title, time, location and
 * speakers; with `onSelectItem` the blocks are buttons. The hour axis is the event's zone, named
 * above it; for visitors each item also says its hours in their own zone.
 */
export function TimelineView({
  days,
  ctx,
  onSelectItem,
  timeZone,
  isVisitorView = false,
}: TimelineViewProps) {
  const { t } = useTranslation();
  const dayName = useDayName();
  const range = hourRange(days);
  const hours = range.to - range.from;
  const ticks = Array.from({ length: hours + 1 }, (_, i) => range.from + i);
  if (days.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('elementForm.timeline.empty')}
      </Text>
    );
  const firstDate = days.find((d) => d.date)?.date ?? null;
  return (
    <div className={classes.root}>
      {timeZone && (
        <Text size="xs" c="dimmed" mb={4}>
          {t('elementForm.timeline.zone', {
            zone: zoneLabel(timeZone, agendaZoneInstant(firstDate, timeZone)),
          })}
        </Text>
      )}
      {/* Scrolls sideways when the days do not fit: focusable so the keyboard can scroll it too. */}
      <section
        className={classes.scroller}
        aria-label={t('elementForm.timeline.label')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        <div className={classes.grid} style={{ '--days': days.length, '--hours': hours } as CSSProperties}>
          <div className={classes.axisColumn} aria-hidden>
            <div className={classes.dayHead} />
            <div className={classes.axis}>
              {ticks.map((h) => (
                <span
                  key={h}
                  className={classes.tick}
                  style={{ top: `${((h - range.from) / hours) * 100}%` }}
                >
                  {timeOf(h * 60)}
                </span>
              ))}
            </div>
          </div>
          {days.map((day, index) => {
            const placed = layoutDay(day.items);
            const dayLanes = Math.max(1, ...placed.map((p) => p.lanes));
            const headId = `timeline-${day.id}`;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a day of the timeline, not a form's fieldset
              <div key={day.id} className={classes.day} role="group" aria-labelledby={headId}>
                <div className={classes.dayHead}>
                  <div className={classes.dayName}>
                    <Text fw={650} size="sm" id={headId} truncate="end">
                      {day.title || dayName(day, index)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {dayName(day, index)}
                    </Text>
                  </div>
                  <div className={classes.rowTicks} aria-hidden>
                    {ticks.slice(0, -1).map((h) => (
                      <span
                        key={h}
                        className={classes.rowTick}
                        style={{ left: `${((h - range.from) / hours) * 100}%` }}
                      >
                        {timeOf(h * 60)}
                      </span>
                    ))}
                  </div>
                </div>
                <ul className={classes.dayBody} style={{ '--day-lanes': dayLanes } as CSSProperties}>
                  {placed.length === 0 && (
                    <li className={classes.empty}>{t('elementForm.timeline.noItems')}</li>
                  )}
                  {placed.map((p) => (
                    <ItemBlock
                      key={p.item.id}
                      placed={p}
                      day={day}
                      range={range}
                      color={ctx?.event.mainColor ?? DEFAULT_COLOR}
                      onSelectItem={onSelectItem}
                      visitorZone={isVisitorView ? timeZone : undefined}
                    />
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
}
