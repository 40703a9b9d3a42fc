import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconMailForward, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { RowMenu } from '../../ui/RowMenu';
import { useIsPhone } from '../../ui/useIsPhone';
import { useEventList } from '../events/queries';
import type { SubAccount } from './queries';
import { CardList, CardListItem } from '../../ui/CardList';

export type SubAccountAction = 'edit' | 'resend' | 'remove';

type ListProps = {
  subAccounts: readonly SubAccount[];
  onAction: (subAccount: SubAccount, action: SubAccountAction) => void;
};

export const nameOf = (s: SubAccount) => `${s.firstName} ${s.lastName}`.trim() || s.email;

/** The actions of one person: edit, resend the invitation (invited ones), remove. */
function SubAccountMenu({
  subAccount,
  onAction,
}: {
  subAccount: SubAccount;
  onAction: (a: SubAccountAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <RowMenu
      label={t('team.actionsFor', { name: nameOf(subAccount) })}
      items={[
        { label: t('team.actions.edit'), icon: IconPencil, onClick: () => onAction('edit') },
        subAccount.status === 'invited' && {
          label: t('team.actions.resend'),
          icon: IconMailForward,
          onClick: () => onAction('resend'),
        },
        {
          label: t('team.actions.remove'),
          icon: IconTrash,
          onClick: () => onAction('remove'),
          isDanger: true,
        },
      ]}
    />
  );
}

function StatusBadge({ subAccount }: { subAccount: SubAccount }) {
  const { t } = useTranslation();
  const isActive = subAccount.status === 'active';
  return (
    <Badge variant="light" color={isActive ? 'teal' : 'yellow'}>
      {t(`team.status.${subAccount.status}`)}
    </Badge>
  );
}

/** "All events", the one or two chosen events by name, or how many. */
function useEventAccess() {
  const { t } = useTranslation();
  const events = useEventList();
  const names = new Map((events.data ?? []).map((e) => [e.id, e.name]));
  return (s: SubAccount) => {
    if (s.eventIds === null) return t('team.allEvents');
    const chosen = s.eventIds.flatMap((id) => names.get(id) ?? []);
    if (chosen.length > 0 && chosen.length <= 2) return chosen.join(', ');
    return t('team.eventCount', { count: chosen.length });
  };
}

function useLastLogin() {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (s: SubAccount) => (s.lastLoginAt ? format.format(new Date(s.lastLoginAt)) : t('team.never'));
}

/** Desktop: a table of name, email, role, status, last login and the actions. */
function SubAccountTable({ subAccounts, onAction }: ListProps) {
  const { t } = useTranslation();
  const lastLogin = useLastLogin();
  const eventAccess = useEventAccess();
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('team.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('team.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('team.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('team.columns.role')}</Table.Th>
            <Table.Th scope="col">{t('team.columns.events')}</Table.Th>
            <Table.Th scope="col">{t('team.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('team.columns.lastLogin')}</Table.Th>
            <Table.Th scope="col" w={56}>
              <VisuallyHidden>{t('team.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subAccounts.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {nameOf(s)}
                </Text>
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{s.email}</Table.Td>
              <Table.Td>
                {s.roleDescription || (
                  <Text span size="sm" c="dimmed">
                    {t('team.noRole')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{eventAccess(s)}</Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge subAccount={s} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {lastLogin(s)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <SubAccountMenu subAccount={s} onAction={(a) => onAction(s, a)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per person, the same facts stacked. */
function SubAccountCards({ subAccounts, onAction }: ListProps) {
  const { t } = useTranslation();
  const lastLogin = useLastLogin();
  const eventAccess = useEventAccess();
  return (
    <CardList label={t('team.tableLabel')}>
      {subAccounts.map((s) => (
        <CardListItem key={s.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{nameOf(s)}</Text>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {s.email}
              </Text>
              {s.roleDescription && (
                <Text size="sm" c="dimmed">
                  {s.roleDescription}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {t('team.eventsLine', { events: eventAccess(s) })}
              </Text>
            </Stack>
            <SubAccountMenu subAccount={s} onAction={(a) => onAction(s, a)} />
          </Group>
          <Group justify="space-between" mt="sm" gap="xs">
            <StatusBadge subAccount={s} />
            <Text size="xs" c="dimmed">
              {t('team.lastLogin', { when: lastLogin(s) })}
            </Text>
          </Group>
        </CardListItem>
      ))}
    </CardList>
  );
}

/** The team as a table on wide screens and as cards on phones (up to the mobile breakpoint). */
export function SubAccountList(props: ListProps) {
  return useIsPhone() ? <SubAccountCards {...props} /> : <SubAccountTable {...props} />;
}

/** Loading: rows in the list's shape, announced as loading. */
export const SubAccountListSkeleton = () => <ListSkeleton rows={3} />;
