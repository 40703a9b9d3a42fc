import { EventRenameRequest } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../api/formErrors';
import { AppModal } from '../../../ui/AppModal';
import { TextField } from '../../../ui/form';
import { type EventCard, useRenameEvent } from '../queries';

const RenameForm = EventRenameRequest.pick({ title: true });
type RenameValues = { title: string };

function RenameEventForm({ event, onClose }: { event: EventCard; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameEvent();
  const form = useForm<RenameValues>({
    resolver: zodResolver(RenameForm) as never,
    defaultValues: { title: event.title1 || event.name },
  });
  const handleSubmit = form.handleSubmit(async ({ title }) => {
    try {
      await rename.mutateAsync({ eventId: event.id, title: title.trim() });
      onClose();
    } catch (e) {
      applyFieldErrors(e, form.setError, ['title']);
    }
  });
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextField
          control={form.control}
          name="title"
          label={t('eventsList.renameLabel')}
          isRequired
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={rename.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Renames an event (PUT events/rename): its main title line. */
export function RenameEventModal({ event, onClose }: { event: EventCard | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={event !== null} onClose={onClose} size="sm" title={t('eventsList.renameTitle')}>
      {event && <RenameEventForm key={event.id} event={event} onClose={onClose} />}
    </AppModal>
  );
}
