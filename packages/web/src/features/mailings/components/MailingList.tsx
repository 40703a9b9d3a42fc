import { Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { RowMenu } from '../../../ui/RowMenu';
import { useIsPhone } from '../../../ui/useIsPhone';
import type { MailingSummary } from '../queries';
import { reminderLine } from '../reminders';
import { useDateTimeText, useEventNames, useOpenedText } from '../useMailingFormat';
import { MailingStatusBadge } from './MailingStatusBadge';
import { CardList, CardListItem } from '../../../ui/CardList';

export type MailingAction = 'open' | 'duplicate' | 'remove';

type ListProps = {
  mailings: readonly MailingSummary[];
  onAction: (mailing: MailingSummary, action: MailingAction) => void;
};

/** The actions of one mailing: open, duplicate, and delete for drafts. */
function MailingMenu({
  mailing,
  onAction,
}: {
  mailing: MailingSummary;
  onAction: (a: MailingAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <RowMenu
      label={t('mailings.list.actionsFor', { name: mailing.name })}
      items={[
        { label: t('mailings.actions.open'), icon: IconExternalLink, onClick: () => onAction('open') },
        { label: t('mailings.actions.duplicate'), icon: IconCopy, onClick: () => onAction('duplicate') },
        mailing.status === 'draft' && {
          label: t('mailings.actions.remove'),
          icon: IconTrash,
          onClick: () => onAction('remove'),
          isDanger: true,
        },
      ]}
    />
  );
}

/**
 * The date that matters: when it goes or went out (a reminder with its offset: "1 day before the
 * start · 3 Dec 2026, 09:00", or waiting for its event's start), else when the draft was last changed.
 */
function useWhen() {
  const { t } = useTranslation();
  const text = useDateTimeText();
  return (m: MailingSummary) =>
    reminderLine(t, text, m) ??
    (m.sendAt ? text(m.sendAt) : t('mailings.list.edited', { when: text(m.updatedAt) }));
}

const countOf = (n: number | undefined) => (n === undefined ? '–' : n.toLocaleString());

function NameLink({ mailing }: { mailing: MailingSummary }) {
  return (
    <Anchor
      component={Link}
      to={`/mailings/${mailing.id}`}
      fw={600}
      size="sm"
      style={{ wordBreak: 'break-word' }}
    >
      {mailing.name}
    </Anchor>
  );
}

/** Wide screens: name, subject, events, status, recipients, sent, opened, date and the actions. */
function MailingTable({ mailings, onAction }: ListProps) {
  const { t } = useTranslation();
  const eventNames = useEventNames();
  const when = useWhen();
  const opened = useOpenedText();
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('mailings.list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('mailings.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('mailings.columns.subject')}</Table.Th>
            <Table.Th scope="col">{t('mailings.columns.events')}</Table.Th>
            <Table.Th scope="col">{t('mailings.columns.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('mailings.columns.recipients')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('mailings.columns.sent')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('mailings.columns.opened')}
            </Table.Th>
            <Table.Th scope="col">{t('mailings.columns.date')}</Table.Th>
            <Table.Th scope="col" w={56}>
              <VisuallyHidden>{t('mailings.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mailings.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <NameLink mailing={m} />
              </Table.Td>
              <Table.Td>
                {m.subject || (
                  <Text span size="sm" c="dimmed">
                    {t('mailings.list.noSubject')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{eventNames(m.eventIds)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <MailingStatusBadge status={m.status} />
              </Table.Td>
              <Table.Td ta="right">{countOf(m.progress?.recipients)}</Table.Td>
              <Table.Td ta="right">{countOf(m.progress?.sent)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {opened(m)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {when(m)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <MailingMenu mailing={m} onAction={(a) => onAction(m, a)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per mailing with the same facts stacked. */
function MailingCards({ mailings, onAction }: ListProps) {
  const { t } = useTranslation();
  const eventNames = useEventNames();
  const when = useWhen();
  const opened = useOpenedText();
  return (
    <CardList label={t('mailings.list.label')}>
      {mailings.map((m) => (
        <CardListItem key={m.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <NameLink mailing={m} />
              <Text size="sm">{m.subject || t('mailings.list.noSubject')}</Text>
              <Text size="sm" c="dimmed">
                {eventNames(m.eventIds)}
              </Text>
            </Stack>
            <MailingMenu mailing={m} onAction={(a) => onAction(m, a)} />
          </Group>
          <Group justify="space-between" mt="sm" gap="xs">
            <MailingStatusBadge status={m.status} />
            <Text size="xs" c="dimmed">
              {m.progress
                ? [
                    t('mailings.list.sentOf', { sent: m.progress.sent, count: m.progress.recipients }),
                    ...(m.trackClicks ? [t('mailings.list.openedLabel', { opened: opened(m) })] : []),
                  ].join(' · ')
                : when(m)}
            </Text>
          </Group>
        </CardListItem>
      ))}
    </CardList>
  );
}

/** The mailings as a table on wide screens and as cards on phones. */
export function MailingList(props: ListProps) {
  return useIsPhone() ? <MailingCards {...props} /> : <MailingTable {...props} />;
}

/** Loading: rows in the list's shape, announced as loading. */
export const MailingListSkeleton = () => <ListSkeleton rows={4} />;
