import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { usePageTitle } from '../../../ui/usePageTitle';
import { MailingEditor } from '../components/MailingEditor';
import { MailingProgressView } from '../components/MailingProgressView';
import { useMailing } from '../queries';

/**
 * /mailings/new (a new draft) and /mailings/{id}: the editor while it is a draft, else its progress.
 * An unknown mailing leads to /404 through the API client.
 */
export default function MailingPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = useMailing(id);
  const mailing = query.data?.mailing;
  usePageTitle(mailing ? `${t('screens.mailings')} · ${mailing.name}` : t('screens.mailings'));
  const reload = () => query.refetch().then((r) => r.data?.mailing);

  if (!id) return <MailingEditor mailing={null} onReload={() => Promise.resolve(undefined)} />;
  if (!mailing)
    return query.isError ? (
      <EmptyBlock
        icon={<IconAlertTriangle size={28} aria-hidden />}
        title={t('mailings.loadError.title')}
        description={t('mailings.loadError.text')}
        actionLabel={t('mailings.loadError.retry')}
        onAction={() => void query.refetch()}
      />
    ) : (
      <PageSkeleton variant="form" />
    );
  if (mailing.status === 'draft') return <MailingEditor key={id} mailing={mailing} onReload={reload} />;
  return <MailingProgressView mailing={mailing} />;
}
