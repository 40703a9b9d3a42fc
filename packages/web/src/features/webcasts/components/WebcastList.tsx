import { Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList, CardListItem } from '../../../ui/CardList';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { RowMenu } from '../../../ui/RowMenu';
import { useIsPhone } from '../../../ui/useIsPhone';
import type { Webcast } from '../queries';
import { WebcastStatusBadge } from './WebcastStatusBadge';
import { useDateTimeText, useWebcastTime } from './useWebcastTime';

export type WebcastAction = 'open' | 'rename' | 'remove';

type ListProps = {
  webcasts: readonly Webcast[];
  onAction: (webcast: Webcast, action: WebcastAction) => void;
};

/** The actions of one webcast: open, rename, delete. */
function WebcastMenu({ webcast, onAction }: { webcast: Webcast; onAction: (a: WebcastAction) => void }) {
  const { t } = useTranslation();
  return (
    <RowMenu
      label={t('webcasts.list.actionsFor', { name: webcast.name })}
      items={[
        { label: t('webcasts.actions.open'), icon: IconExternalLink, onClick: () => onAction('open') },
        { label: t('webcasts.actions.rename'), icon: IconPencil, onClick: () => onAction('rename') },
        {
          label: t('webcasts.actions.remove'),
          icon: IconTrash,
          onClick: () => onAction('remove'),
          isDanger: true,
        },
      ]}
    />
  );
}

function NameLink({ webcast }: { webcast: Webcast }) {
  return (
    <Anchor
      component={Link}
      to={`/webcasts/${webcast.id}`}
      fw={600}
      size="sm"
      style={{ wordBreak: 'break-word' }}
    >
      {webcast.name}
    </Anchor>
  );
}

/** The badge and, live or ended, since when. */
function StatusCell({ webcast }: { webcast: Webcast }) {
  const time = useWebcastTime()(webcast, true);
  return (
    <Group gap={8} wrap="wrap">
      <WebcastStatusBadge status={webcast.status} />
      {time && (
        <Text size="xs" c="dimmed">
          {time}
        </Text>
      )}
    </Group>
  );
}

function useUsagesText() {
  const { t } = useTranslation();
  return (w: Webcast) =>
    w.usages > 0 ? t('webcasts.list.usages', { count: w.usages }) : t('webcasts.list.unused');
}

/** Wide screens: name, status (since when), where used, created and the actions. */
function WebcastTable({ webcasts, onAction }: ListProps) {
  const { t } = useTranslation();
  const usages = useUsagesText();
  const date = useDateTimeText();
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('webcasts.list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('webcasts.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('webcasts.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('webcasts.columns.usages')}</Table.Th>
            <Table.Th scope="col">{t('webcasts.columns.created')}</Table.Th>
            <Table.Th scope="col" w={56}>
              <VisuallyHidden>{t('webcasts.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {webcasts.map((w) => (
            <Table.Tr key={w.id}>
              <Table.Td maw={320}>
                <NameLink webcast={w} />
              </Table.Td>
              <Table.Td>
                <StatusCell webcast={w} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={w.usages > 0 ? undefined : 'dimmed'}>
                  {usages(w)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {date(w.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <WebcastMenu webcast={w} onAction={(a) => onAction(w, a)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per webcast with the same facts stacked. */
function WebcastCards({ webcasts, onAction }: ListProps) {
  const { t } = useTranslation();
  const usages = useUsagesText();
  return (
    <CardList label={t('webcasts.list.label')}>
      {webcasts.map((w) => (
        <CardListItem key={w.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={6} style={{ minWidth: 0 }}>
              <NameLink webcast={w} />
              <StatusCell webcast={w} />
              <Text size="sm" c="dimmed">
                {usages(w)}
              </Text>
            </Stack>
            <WebcastMenu webcast={w} onAction={(a) => onAction(w, a)} />
          </Group>
        </CardListItem>
      ))}
    </CardList>
  );
}

/** The webcasts as a table on wide screens and as cards on phones. */
export function WebcastList(props: ListProps) {
  return useIsPhone() ? <WebcastCards {...props} /> : <WebcastTable {...props} />;
}

/** Loading: rows in the list's shape, announced as loading. */
export const WebcastListSkeleton = () => <ListSkeleton rows={3} height={52} />;
