import type { ReportFigure } from '@foyer/shared';
import { ActionIcon, Group, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '../../../ui/CardList';
import { useIsPhone } from '../../../ui/useIsPhone';
import { FigureInfo } from './FigureInfo';
import { FigureLabel } from './FigureLabel';
import classes from './ReportTable.module.css';

/** The row's name: wide enough for a word or two, broken between words only. */
const FIRST_COLUMN = { minWidth: '9rem', overflowWrap: 'break-word' } as const;
/** A cell of text that wraps: wide enough for a few words. */
const WRAPPING = { minWidth: '10rem', overflowWrap: 'break-word' } as const;

/** A column of a report table: its header (with the figure's definition), and the cell of a row. */
export type ReportColumn<R> = {
  key: string;
  label: string;
  /** A figure of the report: its definition beside the header. */
  figure?: ReportFigure;
  /** Or a written definition beside the header. */
  definition?: ReactNode;
  cell: (row: R) => ReactNode;
  /** Figures are right-aligned so that digits line up. */
  isNumber?: boolean;
  /** The column sorts the rows (the table has `sort`): by this key. */
  sortKey?: string;
  /** Its cells wrap (lists, answers) rather than keep to one line. */
  isWrapping?: boolean;
  /** On a phone, shown under the card's title rather than as a line of the card (an address). */
  isCardSubtitle?: boolean;
};

/**
 * A column of one report figure: its name (`reporting.figures.<figure>`) with its definition in the
 * header, its values right-aligned; `key` when the table has two columns of one figure.
 */
export function figureColumn<R>(
  t: (key: string) => string,
  figure: ReportFigure,
  cell: (row: R) => ReactNode,
  key: string = figure,
): ReportColumn<R> {
  return { key, label: t(`reporting.figures.${figure}`), figure, cell, isNumber: true };
}

export type SortOrder = 'ASC' | 'DESC';
export type TableSort = { key: string; order: SortOrder };

type ReportTableProps<R> = {
  label: string;
  columns: readonly ReportColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** Said in place of the table when there are no rows. */
  emptyText: string;
  /** The order shown, when the columns with a `sortKey` sort the rows (the caller sorts them). */
  sort?: TableSort;
  onSort?: (key: string) => void;
  /** Wider tables scroll sideways from this width on (a default from the number of columns). */
  minWidth?: number;
  /** The first column stays in view while a wide table scrolls sideways. */
  hasStickyFirstColumn?: boolean;
};

/** A header that sorts by its column: announces its state through aria-sort; the definition beside it. */
function SortHeader<R>({
  column,
  sort,
  onSort,
  style,
  className,
}: {
  column: ReportColumn<R> & { sortKey: string };
  sort: TableSort;
  onSort: (key: string) => void;
  style?: CSSProperties;
  className?: string;
}) {
  const { t } = useTranslation();
  const isActive = sort.key === column.sortKey;
  const ariaSort = isActive ? (sort.order === 'ASC' ? 'ascending' : 'descending') : 'none';
  const Icon = !isActive ? IconArrowsSort : sort.order === 'ASC' ? IconArrowUp : IconArrowDown;
  const info = column.figure ? (
    <FigureInfo figure={column.figure} label={column.label} />
  ) : column.definition ? (
    <FigureInfo definition={column.definition} label={column.label} />
  ) : null;
  return (
    <Table.Th scope="col" aria-sort={ariaSort} style={style} className={className}>
      <Group gap={2} wrap="nowrap" justify={column.isNumber ? 'flex-end' : 'flex-start'}>
        <UnstyledButton
          onClick={() => onSort(column.sortKey)}
          aria-label={t('reportingAdvanced.sort.by', { column: column.label })}
        >
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600} component="span">
              {column.label}
            </Text>
            <Icon size={14} aria-hidden style={{ opacity: isActive ? 1 : 0.4, flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
        {info}
      </Group>
    </Table.Th>
  );
}

/** On a phone, where no header shows: the column to sort by and the direction. */
function PhoneSort<R>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly ReportColumn<R>[];
  sort: TableSort;
  onSort: (key: string) => void;
}) {
  const { t } = useTranslation();
  const options = columns.flatMap((c) => (c.sortKey ? [{ value: c.sortKey, label: c.label }] : []));
  const isAscending = sort.order === 'ASC';
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={t('reportingAdvanced.sort.label')}
        data={options}
        value={sort.key}
        onChange={(v) => v && v !== sort.key && onSort(v)}
        allowDeselect={false}
        style={{ flex: 1 }}
        comboboxProps={{ withinPortal: true }}
      />
      <ActionIcon
        variant="default"
        size={42}
        aria-label={t('reportingAdvanced.sort.descending')}
        aria-pressed={!isAscending}
        onClick={() => onSort(sort.key)}
      >
        {isAscending ? (
          <IconSortAscending size={18} aria-hidden />
        ) : (
          <IconSortDescending size={18} aria-hidden />
        )}
      </ActionIcon>
    </Group>
  );
}

/**
 * Rows of a report: a table on wide screens (its first column the row's header), cards on phones with
 * the first column as the card's title and the others as label and value. With `sort`, the headers of
 * columns with a `sortKey` sort (on a phone: a select and a direction button above the cards).
 */
export function ReportTable<R>({
  label,
  columns,
  rows,
  rowKey,
  emptyText,
  sort,
  onSort,
  minWidth,
  hasStickyFirstColumn = false,
}: ReportTableProps<R>) {
  const isPhone = useIsPhone();
  const [first, ...others] = columns;
  if (!first) return null;
  const phoneSort = sort && onSort && isPhone && rows.length > 1 && (
    <PhoneSort columns={columns} sort={sort} onSort={onSort} />
  );
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        {emptyText}
      </Text>
    );
  if (isPhone) {
    const subtitles = others.filter((c) => c.isCardSubtitle);
    const lines = others.filter((c) => !c.isCardSubtitle);
    return (
      <Stack gap="sm">
        {phoneSort}
        <CardList label={label}>
          {rows.map((row) => (
            <CardListItem key={rowKey(row)}>
              <Text fw={600} size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                {first.cell(row)}
              </Text>
              {subtitles.map((c) => (
                <Text key={c.key} size="sm" c="dimmed" component="div" style={{ overflowWrap: 'anywhere' }}>
                  {c.cell(row)}
                </Text>
              ))}
              <Stack gap={4} component="dl" mt={6} mb={0}>
                {lines.map((c) => (
                  <Group key={c.key} gap={6} wrap="nowrap" justify="space-between" align="flex-start">
                    <Text component="dt" size="sm" c="dimmed">
                      {c.label}
                    </Text>
                    <Text
                      component="dd"
                      size="sm"
                      fw={500}
                      m={0}
                      ta="right"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {c.cell(row)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </CardListItem>
          ))}
        </CardList>
      </Stack>
    );
  }
  const stickyClass = hasStickyFirstColumn ? classes.sticky : undefined;
  const header = (c: ReportColumn<R>) => {
    const style = c === first ? FIRST_COLUMN : undefined;
    const className = c === first ? stickyClass : undefined;
    if (sort && onSort && c.sortKey)
      return (
        <SortHeader
          key={c.key}
          column={{ ...c, sortKey: c.sortKey }}
          sort={sort}
          onSort={onSort}
          style={style}
          className={className}
        />
      );
    return (
      <Table.Th
        key={c.key}
        scope="col"
        ta={c.isNumber ? 'right' : undefined}
        style={style}
        className={className}
      >
        <FigureLabel figure={c.figure} definition={c.definition} label={c.label} />
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer minWidth={minWidth ?? Math.max(360, columns.length * 90)} type="native">
      <Table verticalSpacing="xs" striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>{columns.map(header)}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              <Table.Th scope="row" fw={500} style={FIRST_COLUMN} className={stickyClass}>
                {first.cell(row)}
              </Table.Th>
              {others.map((c) => (
                <Table.Td
                  key={c.key}
                  ta={c.isNumber ? 'right' : undefined}
                  style={c.isWrapping ? WRAPPING : { whiteSpace: 'nowrap' }}
                >
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
