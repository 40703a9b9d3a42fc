import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconMailForward, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardList, CardListItem } from '../../../ui/CardList';
import { RowMenu } from '../../../ui/RowMenu';
import { useIsPhone } from '../../../ui/useIsPhone';
import type { WebcastUser } from '../queries';
import { WebcastRoleBadge } from './WebcastRoleBadge';
import { useDateTimeText } from './useWebcastTime';

export type WebcastUserAction = 'edit' | 'resend' | 'remove';

type ListProps = {
  users: readonly WebcastUser[];
  onAction: (user: WebcastUser, action: WebcastUserAction) => void;
};

/** The actions of one person: edit, send the invitation again (also to reset a password), remove. */
function UserMenu({ user, onAction }: { user: WebcastUser; onAction: (a: WebcastUserAction) => void }) {
  const { t } = useTranslation();
  return (
    <RowMenu
      label={t('webcastUsers.actionsFor', { name: user.displayName })}
      items={[
        { label: t('webcastUsers.actions.edit'), icon: IconPencil, onClick: () => onAction('edit') },
        { label: t('webcastUsers.actions.resend'), icon: IconMailForward, onClick: () => onAction('resend') },
        {
          label: t('webcastUsers.actions.remove'),
          icon: IconTrash,
          onClick: () => onAction('remove'),
          isDanger: true,
        },
      ]}
    />
  );
}

/** Invited (no password chosen yet) or active. */
function StatusBadge({ user }: { user: WebcastUser }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={user.status === 'active' ? 'teal' : 'yellow'} style={{ flexShrink: 0 }}>
      {t(`webcastUsers.status.${user.status}`)}
    </Badge>
  );
}

/** The last console login in words, or "Never". */
function useLastLogin() {
  const { t } = useTranslation();
  const text = useDateTimeText();
  return (user: WebcastUser) => (user.lastLoginAt ? text(user.lastLoginAt) : t('webcastUsers.never'));
}

/** Wide screens: a table of name, email, role, status, last login and the actions. */
function UserTable({ users, onAction }: ListProps) {
  const { t } = useTranslation();
  const lastLogin = useLastLogin();
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('webcastUsers.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('webcastUsers.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('webcastUsers.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('webcastUsers.columns.role')}</Table.Th>
            <Table.Th scope="col">{t('webcastUsers.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('webcastUsers.columns.lastLogin')}</Table.Th>
            <Table.Th scope="col" w={56}>
              <VisuallyHidden>{t('webcastUsers.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                  {user.displayName}
                </Text>
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{user.email}</Table.Td>
              <Table.Td>
                <WebcastRoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>
                <StatusBadge user={user} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {lastLogin(user)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <UserMenu user={user} onAction={(a) => onAction(user, a)} />
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
function UserCards({ users, onAction }: ListProps) {
  const { t } = useTranslation();
  const lastLogin = useLastLogin();
  return (
    <CardList label={t('webcastUsers.tableLabel')}>
      {users.map((user) => (
        <CardListItem key={user.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ wordBreak: 'break-word' }}>
                {user.displayName}
              </Text>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {user.email}
              </Text>
            </Stack>
            <UserMenu user={user} onAction={(a) => onAction(user, a)} />
          </Group>
          <Group justify="space-between" mt="sm" gap="xs">
            <Group gap={6}>
              <WebcastRoleBadge role={user.role} />
              <StatusBadge user={user} />
            </Group>
            <Text size="xs" c="dimmed">
              {t('webcastUsers.lastLogin', { when: lastLogin(user) })}
            </Text>
          </Group>
        </CardListItem>
      ))}
    </CardList>
  );
}

/** The console's people as a table on wide screens and as cards on phones. */
export function WebcastUserList(props: ListProps) {
  return useIsPhone() ? <UserCards {...props} /> : <UserTable {...props} />;
}
