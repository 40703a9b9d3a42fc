import { EventRenameRequest } from '@foyer/shared';
import { useTranslation } from 'react-i18next';
import { RenameDialog } from '../../../ui/RenameDialog';
import { type EventCard, useRenameEvent } from '../queries';

/** Renames an event (PUT events/rename): its main title line. */
export function RenameEventModal({ event, onClose }: { event: EventCard | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameEvent();
  return (
    <RenameDialog
      item={event && { id: event.id, name: event.title1 || event.name }}
      title={t('eventsList.renameTitle')}
      label={t('eventsList.renameLabel')}
      field={EventRenameRequest.shape.title}
      serverField="title"
      isPending={rename.isPending}
      onSave={(title) => rename.mutateAsync({ eventId: event!.id, title })}
      onClose={onClose}
    />
  );
}
