import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { toastError } from '../../../ui/toast';
import type { useReorderElements } from '../queries';

/**
 * Saves a new order of siblings; when the server refuses it (STALE_VERSION: a sibling was added or
 * removed meanwhile) the list is put back from the server and the person is told why.
 */
export function useReorder(mutation: ReturnType<typeof useReorderElements>) {
  const { t } = useTranslation();
  const run = (parentId: string | null, ids: string[]) =>
    mutation.mutate(
      { parentId, ids },
      {
        onError: (e) => {
          if (isApiError(e) && e.errorKey === 'STALE_VERSION') toastError(t('editor.stale.listChanged'));
        },
      },
    );
  return { run, isPending: mutation.isPending };
}
