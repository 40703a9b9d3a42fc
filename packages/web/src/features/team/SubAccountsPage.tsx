import { Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../ui/confirm';
import { PlanQuotaMeter } from '../events/components/PlanQuotaMeter';
import { EmptyBlock } from '../../ui/EmptyBlock';
import { PageHeader } from '../../ui/PageHeader';
import { toastSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { type SubAccount, useRemoveSubAccount, useResendInvitation, useTeam } from './queries';
import { SubAccountFormModal } from './SubAccountFormModal';
import { type SubAccountAction, SubAccountList, SubAccountListSkeleton, nameOf } from './SubAccountList';

/** The dialog: open or not, and the person it edits (null: adds one; kept while it closes). */
type Dialog = { isOpen: boolean; subAccount: SubAccount | null };

/**
 * /sub-accounts (main account only): the team of the account — who is invited or active, their role
 * and last login, "n of m left" — with add (upgrade prompt when the plan allows none or no more),
 * edit, resend invitation and remove.
 */
export default function SubAccountsPage() {
  const { t } = useTranslation();
  const title = t('screens.subAccounts');
  usePageTitle(title);
  const query = useTeam();
  const resend = useResendInvitation();
  const remove = useRemoveSubAccount();
  const [dialog, setDialog] = useState<Dialog>({ isOpen: false, subAccount: null });
  const data = query.data;
  const limit = data?.limit ?? 0;
  const isLimitReached = data !== undefined && data.left <= 0;

  const handleRemove = (s: SubAccount) =>
    confirmAction({
      title: t('team.removeTitle'),
      message: t('team.removeText', { name: nameOf(s), email: s.email }),
      confirmLabel: t('team.actions.remove'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => {
        remove
          .mutateAsync(s)
          .then(() => toastSuccess(t('team.removed', { name: nameOf(s) })))
          .catch(() => {
            // the API client has toasted
          });
      },
    });

  const handleAction = (s: SubAccount, action: SubAccountAction) => {
    if (action === 'edit') setDialog({ isOpen: true, subAccount: s });
    else if (action === 'remove') handleRemove(s);
    else
      resend
        .mutateAsync(s)
        .then(() => toastSuccess(t('team.resent', { email: s.email })))
        .catch(() => {
          // the API client has toasted
        });
  };

  const addButton = (
    <Button
      leftSection={<IconUserPlus size={16} aria-hidden />}
      onClick={() => setDialog({ isOpen: true, subAccount: null })}
      disabled={!data}
    >
      {t('team.add')}
    </Button>
  );

  let body: ReactNode;
  if (query.isError && !data)
    body = (
      <EmptyBlock
        icon={<IconAlertTriangle size={28} aria-hidden />}
        title={t('team.loadError.title')}
        description={t('team.loadError.text')}
        actionLabel={t('team.loadError.retry')}
        onAction={() => void query.refetch()}
      />
    );
  else if (!data) body = <SubAccountListSkeleton />;
  else if (data.subAccounts.length === 0)
    body = (
      <EmptyBlock
        icon={<IconUsers size={28} aria-hidden />}
        title={t('team.emptyTitle')}
        description={t(limit > 0 ? 'team.emptyText' : 'team.emptyTextFree')}
        actionLabel={t('team.add')}
        onAction={() => setDialog({ isOpen: true, subAccount: null })}
      />
    );
  else body = <SubAccountList subAccounts={data.subAccounts} onAction={handleAction} />;

  return (
    <Stack gap="lg">
      <PageHeader title={title} subtitle={t('team.intro')} />
      <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Group gap="md" align="center" style={{ flex: 1 }}>
              <Text size="sm" c="dimmed" aria-live="polite">
                {data
                  ? limit > 0
                    ? t('team.left', { count: data.left, limit })
                    : t('team.noneOnPlan')
                  : '\u00a0'}
              </Text>
              {data && limit > 0 && (
                <Box w={{ base: '100%', xs: 220 }}>
                  <PlanQuotaMeter
                    used={limit - data.left}
                    quota={limit}
                    label={t('quota.labels.subAccounts')}
                    hasText={false}
                  />
                </Box>
              )}
            </Group>
            {addButton}
          </Group>
          {body}
        </Stack>
      </Card>
      <SubAccountFormModal
        opened={dialog.isOpen}
        subAccount={dialog.subAccount}
        isLimitReached={isLimitReached}
        limit={limit}
        onClose={() => setDialog((d) => ({ ...d, isOpen: false }))}
      />
    </Stack>
  );
}
