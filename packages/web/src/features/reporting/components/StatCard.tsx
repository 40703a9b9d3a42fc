import type { ReportFigure } from '@foyer/shared';
import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FigureInfo } from './FigureInfo';

type StatCardProps = {
  figure: ReportFigure;
  label: string;
  value: string;
  /** A line under the value: a second figure with its own definition, or a plain note. */
  detail?: { figure: ReportFigure; label: string; value: string } | { note: ReactNode };
};

/** The definition button at the end of a line of text. */
function InlineInfo({ figure, label }: { figure: ReportFigure; label: string }) {
  return (
    <span style={{ display: 'inline-block', verticalAlign: 'middle', marginInlineStart: 2, lineHeight: 0 }}>
      <FigureInfo figure={figure} label={label} />
    </span>
  );
}

/**
 * One total: its name with the definition one click away, the figure large, and a line under it. The
 * card is a group named by the figure, so "Visitors 74" reads as one.
 */
export function StatCard({ figure, label, value, detail }: StatCardProps) {
  return (
    <Card withBorder radius="lg" padding="md" role="group" aria-label={label}>
      {/* The button follows the last word, so long names (German) wrap between words, not inside them. */}
      <Text size="sm" c="dimmed" fw={500} style={{ overflowWrap: 'break-word' }}>
        {label}
        <InlineInfo figure={figure} label={label} />
      </Text>
      <Text fz={{ base: 22, sm: 26 }} fw={650} lh={1.2} mt={4} data-figure={figure}>
        {value}
      </Text>
      {detail && 'note' in detail && (
        <Text size="xs" c="dimmed" mt={4}>
          {detail.note}
        </Text>
      )}
      {detail && 'figure' in detail && (
        <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'break-word' }}>
          {detail.label}:{' '}
          <Text span inherit fw={600} c="var(--mantine-color-text)" data-figure={detail.figure}>
            {detail.value}
          </Text>
          <InlineInfo figure={detail.figure} label={detail.label} />
        </Text>
      )}
    </Card>
  );
}
