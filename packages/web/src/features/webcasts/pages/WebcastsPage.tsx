import { AssetUpdateRequest } from '@foyer/shared';
import { Box, Button, Card, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBroadcast, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { PageHeader } from '../../../ui/PageHeader';
import { RenameDialog } from '../../../ui/RenameDialog';
import { toastSuccess } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { PlanQuotaMeter } from '../../events/components/PlanQuotaMeter';
import { NewWebcastModal } from '../components/NewWebcastModal';
import { type WebcastAction, WebcastList, WebcastListSkeleton } from '../components/WebcastList';
import { useWebcastDeletion } from '../components/useWebcastDeletion';
import { type Webcast, useRenameWebcast, useWebcasts } from '../queries';

/** No webcast yet: what one is, how it gets to the auditorium, and the button to make one. */
function EmptyWebcasts({ onNew }: { onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="sm" ta="center" maw={560} mx="auto" py="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconBroadcast size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t('webcasts.empty.title')}
        </Title>
        <Text c="dimmed">{t('webcasts.empty.text')}</Text>
        <List type="ordered" ta="left" size="sm" spacing={4}>
          <List.Item>{t('webcasts.empty.step1')}</List.Item>
          <List.Item>{t('webcasts.empty.step2')}</List.Item>
          <List.Item>{t('webcasts.empty.step3')}</List.Item>
        </List>
        <Button mt="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
          {t('webcasts.new')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /webcasts: the account's webcasts with their broadcast state and where they are used, "n of m" of
 * the plan, "New webcast" (the upgrade prompt at the plan's limit), and per row open, rename and
 * delete (refused while in use, saying where).
 */
export default function WebcastsPage() {
  const { t } = useTranslation();
  const title = t('screens.webcasts');
  usePageTitle(title);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useWebcasts();
  const rename = useRenameWebcast();
  const deletion = useWebcastDeletion();
  const [renaming, setRenaming] = useState<Webcast | null>(null);
  // /webcasts?new=1 (the media library's "New webcast") opens the dialog at once.
  const [isNewOpen, setNewOpen] = useState(searchParams.get('new') === '1');
  const data = query.data;
  const isLimitReached = data !== undefined && data.left !== null && data.left <= 0;

  const handleNew = () => setNewOpen(true);
  const handleNewClose = () => {
    setNewOpen(false);
    if (searchParams.has('new')) setSearchParams({}, { replace: true });
  };

  const handleAction = (webcast: Webcast, action: WebcastAction) => {
    if (action === 'open') navigate(`/webcasts/${webcast.id}`);
    else if (action === 'rename') setRenaming(webcast);
    else deletion.askDelete(webcast);
  };

  let body: ReactNode;
  if (query.isError && !data)
    body = (
      <EmptyBlock
        icon={<IconAlertTriangle size={28} aria-hidden />}
        title={t('webcasts.loadError.title')}
        description={t('webcasts.loadError.text')}
        actionLabel={t('webcasts.loadError.retry')}
        onAction={() => void query.refetch()}
      />
    );
  else if (!data) body = <WebcastListSkeleton />;
  else if (data.webcasts.length === 0) body = <EmptyWebcasts onNew={handleNew} />;
  else body = <WebcastList webcasts={data.webcasts} onAction={handleAction} />;

  const used = data?.webcasts.length ?? 0;
  return (
    <Stack gap="lg">
      <PageHeader title={title} subtitle={t('webcasts.intro')} />
      <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Group gap="md" align="center" style={{ flex: 1 }}>
              <Text size="sm" c="dimmed" aria-live="polite">
                {!data
                  ? '\u00a0'
                  : data.limit === null
                    ? t('webcasts.usedNoLimit', { count: used })
                    : t('webcasts.used', { count: used, limit: data.limit })}
              </Text>
              {data && data.limit !== null && data.limit > 0 && (
                <Box w={{ base: '100%', xs: 220 }}>
                  <PlanQuotaMeter
                    used={used}
                    quota={data.limit}
                    label={t('quota.labels.webcasts')}
                    hasText={false}
                  />
                </Box>
              )}
            </Group>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={handleNew} disabled={!data}>
              {t('webcasts.new')}
            </Button>
          </Group>
          {body}
        </Stack>
      </Card>
      <NewWebcastModal
        opened={isNewOpen && data !== undefined}
        isLimitReached={isLimitReached}
        limit={data?.limit ?? 0}
        onClose={handleNewClose}
      />
      <RenameDialog
        item={renaming}
        title={t('webcasts.rename.title')}
        label={t('webcasts.form.name')}
        field={AssetUpdateRequest.shape.name.unwrap()}
        serverField="name"
        isPending={rename.isPending}
        onSave={(name) =>
          rename
            .mutateAsync({ id: renaming!.id, name })
            .then(() => toastSuccess(t('webcasts.renamed', { name })))
        }
        onClose={() => setRenaming(null)}
      />
      {deletion.dialog}
    </Stack>
  );
}
