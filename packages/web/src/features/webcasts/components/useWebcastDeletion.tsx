import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm';
import { toastSuccess } from '../../../ui/toast';
import type { BlockedDeletion } from '../../assets/queries';
import { UsagesModal } from '../../assets/components/UsagesModal';
import { type Webcast, useDeleteWebcast } from '../queries';

/**
 * Deleting a webcast: asks first; a webcast still in use is refused by the server
 * (REMOVABLE_DOC_HAS_DEPENDENCIES) and the media library's dialog says where it is used. Render
 * `dialog` once; `onDeleted` runs after a deletion (the webcast's own page leaves then).
 */
export function useWebcastDeletion(onDeleted?: () => void): {
  askDelete: (webcast: Pick<Webcast, 'id' | 'name'>) => void;
  isDeleting: boolean;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const remove = useDeleteWebcast();
  const [blocked, setBlocked] = useState<BlockedDeletion[]>([]);

  const askDelete = (webcast: Pick<Webcast, 'id' | 'name'>) =>
    confirmAction({
      title: t('webcasts.delete.title'),
      message: t('webcasts.delete.text', { name: webcast.name }),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => {
        remove
          .mutateAsync(webcast)
          .then((usages) => {
            if (usages) setBlocked([{ asset: webcast, usages }]);
            else {
              toastSuccess(t('webcasts.delete.done', { name: webcast.name }));
              onDeleted?.();
            }
          })
          .catch(() => {
            // the API client has toasted
          });
      },
    });

  return {
    askDelete,
    isDeleting: remove.isPending,
    dialog: <UsagesModal blocked={blocked} onClose={() => setBlocked([])} />,
  };
}
