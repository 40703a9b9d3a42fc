import { ActionIcon, Anchor, Group, Menu, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy, IconDots, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LAYOUT } from '../../../ui/theme';
import type { MailingSummary } from '../queries';
import { useDateTimeText, useEventNames } from '../useMailingFormat';
import { MailingStatusBadge } from './MailingStatusBadge';
import { CardList, CardListItem } from '../../../ui/CardList';

export type MailingAction = 'open' | 'duplicate' | 'remove';

type ListProps = {
  mailings: readonly MailingSummary[];
  onAction: (mailing: MailingSummary, action: MailingAction) => void;
};

/** The actions of one mailing: open, duplicate, and delete for drafts. */
function RowMenu({ mailing, onAction }: { mailing: MailingSummary; onAction: (a: MailingAction) => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('mailings.list.actionsFor', { name: mailing.name })}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconExternalLink size={16} aria-hidden />} onClick={() => onAction('open')}>
          {t('mailings.actions.open')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onAction('duplicate')}>
          {t('mailings.actions.duplicate')}
        </Menu.Item>
        {mailing.status === 'draft' && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => onAction('remove')}
            >
              {t('mailings.actions.remove')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The date that matters: when it goes or went out, else when the draft was last changed. */
function useWhen() {
  const { t } = useTranslation();
  const text = useDateTimeText();
  return (m: MailingSummary) =>
    m.sendAt ? text(m.sendAt) : t('mailings.list.edited', { when: text(m.updatedAt) });
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

/** Wide screens: name, subject, events, status, recipients, sent, date and the actions. */
function MailingTable({ mailings, onAction }: ListProps) {
  const { t } = useTranslation();
  const eventNames = useEventNames();
  const when = useWhen();
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
              <Table.Td>
                <MailingStatusBadge status={m.status} />
              </Table.Td>
              <Table.Td ta="right">{countOf(m.progress?.recipients)}</Table.Td>
              <Table.Td ta="right">{countOf(m.progress?.sent)}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {when(m)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <RowMenu mailing={m} onAction={(a) => onAction(m, a)} />
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
            <RowMenu mailing={m} onAction={(a) => onAction(m, a)} />
          </Group>
          <Group justify="space-between" mt="sm" gap="xs">
            <MailingStatusBadge status={m.status} />
            <Text size="xs" c="dimmed">
              {m.progress
                ? t('mailings.list.sentOf', { sent: m.progress.sent, count: m.progress.recipients })
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
  const isPhone = useMediaQuery(`(max-width: ${LAYOUT.breakpoints.mobile}px)`);
  return isPhone ? <MailingCards {...props} /> : <MailingTable {...props} />;
}

const SKELETON_ROWS = ['r1', 'r2', 'r3', 'r4'];

/** Loading: rows in the list's shape, announced as loading. */
export function MailingListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')}>
      {SKELETON_ROWS.map((row) => (
        <Skeleton key={row} height={44} radius="sm" mb="xs" />
      ))}
    </div>
  );
}
