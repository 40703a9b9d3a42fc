import { AssetUpdateRequest } from '@foyer/shared';
import { Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { PageHeader } from '../../../ui/PageHeader';
import { RenameDialog } from '../../../ui/RenameDialog';
import { toastSuccess } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { HeldBroadcastNotice } from '../components/HeldBroadcastNotice';
import { WebcastBroadcastSection } from '../components/WebcastBroadcastSection';
import { IngestSettings } from '../components/IngestSettings';
import { ObsHelp } from '../components/ObsHelp';
import { WebcastPeople } from '../components/WebcastPeople';
import { WebcastRecordings } from '../components/WebcastRecordings';
import { WebcastSection } from '../components/WebcastSection';
import { WebcastUsages } from '../components/WebcastUsages';
import { useWebcastDeletion } from '../components/useWebcastDeletion';
import { type WebcastDetail, useAllowBroadcast, useRenameWebcast, useWebcast } from '../queries';

/** Loading: the page's blocks in their places, announced as loading. */
function WebcastPageSkeleton() {
  return (
    <Stack gap="lg">
      <BusySkeleton height={40} width="50%" radius="md" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <BusySkeleton height={360} radius="lg" />
            <BusySkeleton height={240} radius="lg" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <BusySkeleton height={320} radius="lg" />
            <BusySkeleton height={120} radius="lg" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The page of a loaded webcast. */
function WebcastView({ webcast }: { webcast: WebcastDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rename = useRenameWebcast();
  const allow = useAllowBroadcast(webcast.id);
  const [isRenaming, setRenaming] = useState(false);
  const deletion = useWebcastDeletion(() => navigate('/webcasts'));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeader
          back={{ to: '/webcasts', label: t('webcasts.back') }}
          title={<span style={{ wordBreak: 'break-word' }}>{webcast.name}</span>}
          subtitle={t('webcasts.page.subtitle')}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setRenaming(true)}
          >
            {t('webcasts.actions.rename')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => deletion.askDelete(webcast)}
            loading={deletion.isDeleting}
          >
            {t('webcasts.actions.remove')}
          </Button>
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <WebcastBroadcastSection
              id="webcast-broadcast"
              title={t('webcasts.page.broadcast')}
              label={t('webcasts.page.preview', { name: webcast.name })}
              webcast={webcast}
              health={webcast.health}
              viewers={webcast.viewers}
            >
              {webcast.held && (
                <HeldBroadcastNotice onAllow={() => allow.mutate()} isAllowing={allow.isPending} />
              )}
            </WebcastBroadcastSection>
            <WebcastSection id="webcast-ingest" title={t('webcasts.ingest.title')}>
              {webcast.ingest && (
                <Text size="sm" c="dimmed">
                  {t('webcasts.ingest.intro')}
                </Text>
              )}
              <IngestSettings webcast={webcast} />
            </WebcastSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="webcast-obs">
              <ObsHelp headingId="webcast-obs" />
            </Card>
            <WebcastSection id="webcast-usages" title={t('webcasts.usages.title')}>
              <WebcastUsages webcast={webcast} />
            </WebcastSection>
            <WebcastSection id="webcast-recordings" title={t('webcasts.recordings.title')}>
              <WebcastRecordings webcast={webcast} />
            </WebcastSection>
          </Stack>
        </Grid.Col>
      </Grid>
      <WebcastPeople webcastId={webcast.id} />
      <RenameDialog
        item={isRenaming ? webcast : null}
        title={t('webcasts.rename.title')}
        label={t('webcasts.form.name')}
        field={AssetUpdateRequest.shape.name.unwrap()}
        serverField="name"
        isPending={rename.isPending}
        onSave={(name) =>
          rename
            .mutateAsync({ id: webcast.id, name })
            .then(() => toastSuccess(t('webcasts.renamed', { name })))
        }
        onClose={() => setRenaming(false)}
      />
      {deletion.dialog}
    </Stack>
  );
}

/**
 * /webcasts/{id}: a webcast's name, its broadcast state (asked again every 5 s) with a preview of the
 * stream, where an encoder sends it (server address, secret stream key, replace key), how to go live
 * from OBS, where it is used, the people of its console (and "Open console as…"), rename and delete. An unknown webcast leads to /404 through the API client.
 */
export default function WebcastPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useWebcast(id);
  const webcast = query.data;
  usePageTitle(webcast ? `${webcast.name} · ${t('screens.webcasts')}` : t('screens.webcasts'));
  if (webcast) return <WebcastView webcast={webcast} />;
  if (query.isError)
    return (
      <EmptyBlock
        icon={<IconAlertTriangle size={28} aria-hidden />}
        title={t('webcasts.loadError.title')}
        description={t('webcasts.loadError.text')}
        actionLabel={t('webcasts.loadError.retry')}
        onAction={() => void query.refetch()}
      />
    );
  return <WebcastPageSkeleton />;
}
