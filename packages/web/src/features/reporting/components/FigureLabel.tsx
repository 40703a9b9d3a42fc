import type { ReportFigure } from '@foyer/shared';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { FigureInfo } from './FigureInfo';

/**
 * A label with its figure's definition beside it (a column header, a stat's name): a report figure's
 * or a written one; plain without either.
 */
export function FigureLabel({
  figure,
  definition,
  label,
}: {
  figure?: ReportFigure;
  definition?: ReactNode;
  label: string;
}) {
  const info = figure ? (
    <FigureInfo figure={figure} label={label} />
  ) : definition ? (
    <FigureInfo definition={definition} label={label} />
  ) : null;
  if (!info) return <>{label}</>;
  return (
    <Group gap={2} wrap="nowrap" component="span" display="inline-flex" align="center">
      <span>{label}</span>
      {info}
    </Group>
  );
}
