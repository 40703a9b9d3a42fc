import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { confirmAction } from '../../../ui/confirm';
import { toastError, toastSuccess } from '../../../ui/toast';
import { type WebcastUser, useRemoveWebcastUser, useResendWebcastUser, useWebcastUsers } from '../queries';
import { OpenConsoleMenu } from './OpenConsoleMenu';
import { WebcastSection } from './WebcastSection';
import { type WebcastUserAction, WebcastUserList } from './WebcastUserList';
import { WebcastUserFormModal } from './WebcastUserFormModal';

/** The dialog: open or not, and the person it edits (null: adds one; kept while it closes). */
type Dialog = { isOpen: boolean; user: WebcastUser | null };

/**
 * "People in the console": who may open the webcast's console as moderator, speaker or viewer, invited
 * or active, with their last login; add (an invitation mail), edit name and role, send the invitation
 * again (also for a forgotten password), remove (after a confirmation), and the organiser's own way in
 * ("Open console as…").
 */
export function WebcastPeople({ webcastId }: { webcastId: string }) {
  const { t } = useTranslation();
  const query = useWebcastUsers(webcastId);
  const resend = useResendWebcastUser(webcastId);
  const remove = useRemoveWebcastUser(webcastId);
  const [dialog, setDialog] = useState<Dialog>({ isOpen: false, user: null });
  const users = query.data;
  const openAdd = () => setDialog({ isOpen: true, user: null });

  const handleRemove = (user: WebcastUser) =>
    confirmAction({
      title: t('webcastUsers.removeTitle'),
      message: t('webcastUsers.removeText', { name: user.displayName, email: user.email }),
      confirmLabel: t('webcastUsers.actions.remove'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => {
        remove
          .mutateAsync(user)
          .then(() => toastSuccess(t('webcastUsers.removed', { name: user.displayName })))
          .catch(() => {
            // the API client has toasted
          });
      },
    });

  const handleResend = (user: WebcastUser) =>
    resend
      .mutateAsync(user)
      .then(() => toastSuccess(t('webcastUsers.resent', { email: user.email })))
      .catch((e: unknown) => {
        if (isApiError(e) && e.errorKey === 'RATE_LIMITED')
          toastError(t('webcastUsers.resendRateLimited', { email: user.email }));
      });

  const handleAction = (user: WebcastUser, action: WebcastUserAction) => {
    if (action === 'edit') setDialog({ isOpen: true, user });
    else if (action === 'remove') handleRemove(user);
    else void handleResend(user);
  };

  let body: ReactNode;
  if (query.isError && !users)
    body = (
      <EmptyBlock
        icon={<IconAlertTriangle size={28} aria-hidden />}
        title={t('webcastUsers.loadError.title')}
        description={t('webcastUsers.loadError.text')}
        actionLabel={t('webcastUsers.loadError.retry')}
        onAction={() => void query.refetch()}
      />
    );
  else if (!users) body = <ListSkeleton rows={2} />;
  else if (users.length === 0)
    body = (
      <EmptyBlock
        icon={<IconUsers size={28} aria-hidden />}
        title={t('webcastUsers.empty.title')}
        description={t('webcastUsers.empty.text')}
        actionLabel={t('webcastUsers.add')}
        onAction={openAdd}
      />
    );
  else body = <WebcastUserList users={users} onAction={handleAction} />;

  return (
    <WebcastSection
      id="webcast-people"
      title={t('webcastUsers.title')}
      aside={
        <Group gap="xs">
          <OpenConsoleMenu webcastId={webcastId} />
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={openAdd} disabled={!users}>
            {t('webcastUsers.add')}
          </Button>
        </Group>
      }
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('webcastUsers.intro')}
        </Text>
        {body}
      </Stack>
      <WebcastUserFormModal
        webcastId={webcastId}
        opened={dialog.isOpen}
        user={dialog.user}
        onClose={() => setDialog((d) => ({ ...d, isOpen: false }))}
      />
    </WebcastSection>
  );
}
