import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled card of the subscription page holding one table, labelled by the title; with `emptyText`
 * and nothing to list (`isEmpty`), that line instead of the table.
 */
export function TableSection({
  id,
  title,
  text,
  isEmpty = false,
  emptyText,
  minWidth,
  head,
  children,
}: {
  id: string;
  title: string;
  /** A line under the title. */
  text?: string;
  isEmpty?: boolean;
  emptyText?: string;
  minWidth: number;
  /** The header row's cells. */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {text && (
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          )}
        </div>
        {isEmpty ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : (
          // Scrolls sideways on a phone: focusable, so that the keyboard scrolls it too (the section names it).
          <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0}>
            <Table verticalSpacing="sm" aria-label={title}>
              <Table.Thead>
                <Table.Tr>{head}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>{children}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
