import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconMail, IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { PageHeader } from '../../../ui/PageHeader';
import { confirmAction } from '../../../ui/confirm';
import { toastSuccess } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { type MailingAction, MailingList, MailingListSkeleton } from '../components/MailingList';
import { type MailingSummary, useDuplicateMailing, useMailings, useRemoveMailing } from '../queries';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /mailings: the account's mailings with search, "New mailing" and per row open, duplicate and
 * delete (drafts only, after a confirmation).
 */
export default function MailingsListPage() {
  const { t } = useTranslation();
  const title = t('screens.mailings');
  usePageTitle(title);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useMailings(debounced);
  const duplicate = useDuplicateMailing();
  const remove = useRemoveMailing();
  const data = query.data;

  const handleRemove = (m: MailingSummary) =>
    confirmAction({
      title: t('mailings.removeTitle'),
      message: t('mailings.removeText', { name: m.name }),
      confirmLabel: t('mailings.actions.remove'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => {
        remove
          .mutateAsync(m)
          .then(() => toastSuccess(t('mailings.removed', { name: m.name })))
          .catch(() => {
            // the API client has toasted
          });
      },
    });

  const handleAction = (m: MailingSummary, action: MailingAction) => {
    if (action === 'open') navigate(`/mailings/${m.id}`);
    else if (action === 'remove') handleRemove(m);
    else
      duplicate
        .mutateAsync(m.id)
        .then((copy) => toastSuccess(t('mailings.duplicated', { name: copy.name })))
        .catch(() => {
          // the API client has toasted
        });
  };

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => navigate('/mailings/new')}>
      {t('mailings.new')}
    </Button>
  );

  let body: ReactNode;
  if (query.isError && !data)
    body = (
      <EmptyBlock
        icon={<IconAlertTriangle size={28} aria-hidden />}
        title={t('mailings.loadError.title')}
        description={t('mailings.loadError.text')}
        actionLabel={t('mailings.loadError.retry')}
        onAction={() => void query.refetch()}
      />
    );
  else if (!data) body = <MailingListSkeleton />;
  else if (data.length === 0 && debounced)
    body = (
      <EmptyBlock
        icon={<IconSearch size={28} aria-hidden />}
        title={t('mailings.noMatchTitle')}
        description={t('mailings.noMatchText', { search: debounced })}
        actionLabel={t('mailings.clearSearch')}
        onAction={() => setSearch('')}
      />
    );
  else if (data.length === 0)
    body = (
      <EmptyBlock
        icon={<IconMail size={28} aria-hidden />}
        title={t('mailings.emptyTitle')}
        description={t('mailings.emptyText')}
        actionLabel={t('mailings.new')}
        onAction={() => navigate('/mailings/new')}
      />
    );
  else body = <MailingList mailings={data} onAction={handleAction} />;

  return (
    <Stack gap="lg">
      <PageHeader title={title} subtitle={t('mailings.intro')} />
      <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <TextInput
              type="search"
              label={t('mailings.search')}
              placeholder={t('mailings.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200, maxWidth: 420 }}
            />
            {newButton}
          </Group>
          {body}
        </Stack>
      </Card>
    </Stack>
  );
}
