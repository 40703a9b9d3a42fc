import { EventModerator, type ElementUsage } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconUserMinus, IconUserPlus, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { confirmAction } from '../../ui/confirm';
import { EmptyBlock } from '../../ui/EmptyBlock';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { TextField } from '../../ui/form';
import { toastError, toastSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { DependenciesDialog } from './components/DependenciesDialog';
import { EditorError } from './components/EditorStates';
import { serverFieldErrors } from './draftErrors';
import { useCreateElement, useDeleteElement, usagesOfRefusal, useVenueEditor } from './queries';
import { sectionOfKind, selectionSearch } from './selection';

const NewModerator = EventModerator.pick({ email: true, firstName: true, lastName: true });
type NewModeratorValues = { email: string; firstName: string; lastName: string };
const FIELDS = ['email', 'firstName', 'lastName'] as const;

/** "Add moderator": email and names; POST events/{id}/elements with an EVENT_MODERATOR. */
function AddModeratorForm({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const create = useCreateElement(eventId);
  const form = useForm<NewModeratorValues>({
    resolver: zodResolver(NewModerator) as never,
    defaultValues: { email: '', firstName: '', lastName: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({
        parentId: null,
        element: { id: 'new', kind: 'EVENT_MODERATOR', ...values },
      });
      toastSuccess(t('editor.users.added', { name: `${values.firstName} ${values.lastName}` }));
      form.reset();
    } catch (e) {
      if (!isApiError(e) || e.errorKey !== 'VALIDATION_FAILED') return;
      const { errors, formError } = serverFieldErrors(e.fields);
      for (const field of FIELDS)
        if (errors[field]) form.setError(field, { type: 'server', message: errors[field] });
      if (formError) toastError(t(formError));
    }
  });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="add-moderator">
      <form onSubmit={submit} noValidate>
        <Title order={2} fz="lg" id="add-moderator" mb="xs">
          {t('editor.users.add')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('editor.users.addText')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField
            control={form.control}
            name="email"
            type="email"
            label={t('editor.users.email')}
            isRequired
          />
          <TextField control={form.control} name="firstName" label={t('editor.users.firstName')} isRequired />
          <TextField control={form.control} name="lastName" label={t('editor.users.lastName')} isRequired />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            {t('editor.users.add')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/**
 * /events/users/{id}: the event's users: its moderators (spec §3 "Event moderators") with email and
 * names, "Add moderator" and "Remove moderator rights" (refused with the usages while a breakout
 * room names the moderator).
 */
export default function EventUsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const query = useVenueEditor(id);
  const remove = useDeleteElement(id);
  const [usages, setUsages] = useState<ElementUsage[] | null>(null);
  const data = query.data;
  usePageTitle(data ? `${t('screens.eventUsers')} · ${data.event.name}` : t('screens.eventUsers'));
  if (!data)
    return query.isError ? (
      <EditorError onRetry={() => void query.refetch()} />
    ) : (
      <PageSkeleton variant="form" />
    );

  const { moderators } = data.venue;
  const demote = async (moderatorId: string, name: string) => {
    try {
      await remove.mutateAsync({ elementId: moderatorId, version: data.versions[moderatorId] ?? 1 });
      toastSuccess(t('editor.users.removed', { name }));
    } catch (e) {
      if (!isApiError(e)) return;
      const found = usagesOfRefusal(e);
      if (found) setUsages(found);
      else if (e.errorKey === 'STALE_VERSION') {
        toastError(t('editor.stale.listChanged'));
        await query.refetch();
      }
    }
  };
  const askDemote = (moderatorId: string, name: string) =>
    confirmAction({
      title: t('editor.users.removeTitle'),
      message: t('editor.users.removeText', { name }),
      confirmLabel: t('editor.users.remove'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => void demote(moderatorId, name),
    });
  const openUsage = (usage: ElementUsage) => {
    setUsages(null);
    const target = usage.type.startsWith('event.')
      ? selectionSearch({ section: 'general' })
      : selectionSearch({ section: sectionOfKind(usage.type), elementId: usage.id });
    navigate(`/events/edit/${id}${target}`);
  };

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        back={{
          to: `/events/edit/${id}${selectionSearch({ section: 'users' })}`,
          label: t('editor.users.backToEditor'),
        }}
        title={t('screens.eventUsers')}
        subtitle={data.event.name}
      />
      <Card withBorder radius="lg" padding={0} component="section" aria-labelledby="moderators-title">
        <Stack gap={4} p="lg" pb="sm">
          <Title order={2} fz="lg" id="moderators-title">
            {t('editor.users.moderators')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('editor.users.moderatorsText')}
          </Text>
        </Stack>
        {moderators.length === 0 ? (
          <Stack p="lg" pt={0}>
            <EmptyBlock
              icon={<IconUserShield size={28} aria-hidden />}
              title={t('editor.users.emptyTitle')}
              description={t('editor.users.emptyText')}
            />
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('editor.users.email')}</Table.Th>
                  <Table.Th scope="col">{t('editor.users.firstName')}</Table.Th>
                  <Table.Th scope="col">{t('editor.users.lastName')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('editor.users.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {moderators.map((m) => {
                  const name = `${m.firstName} ${m.lastName}`;
                  return (
                    <Table.Tr key={m.id}>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{m.email}</Table.Td>
                      <Table.Td>{m.firstName}</Table.Td>
                      <Table.Td>{m.lastName}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          leftSection={<IconUserMinus size={14} aria-hidden />}
                          onClick={() => askDemote(m.id, name)}
                          aria-label={t('editor.users.removeNamed', { name })}
                        >
                          {t('editor.users.remove')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <AddModeratorForm eventId={id} />
      <DependenciesDialog usages={usages} onClose={() => setUsages(null)} onOpen={openUsage} />
    </Stack>
  );
}
