import type { Language, ReportQuery } from '@foyer/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { currentLanguage } from '../../../lib/i18n';
import { saveBlob } from '../../../ui/download';
import { toastError } from '../../../ui/toast';
import { type ReportExport, fetchReportExport } from '../queries';

/**
 * Downloads a file of the reporting screen (`fetchFile` of what is asked, in the interface's language)
 * and saves it under the server's file name; `busy` says which one is on its way. A refusal was told
 * by the API client; any other failure is toasted.
 */
export function useFileDownload<F>(
  fetchFile: (file: F, language: Language) => Promise<{ blob: Blob; fileName: string }>,
) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<F | null>(null);
  const download = async (file: F) => {
    setBusy(file);
    try {
      const { blob, fileName } = await fetchFile(file, currentLanguage());
      saveBlob(blob, fileName);
    } catch (e) {
      if (!isApiError(e)) toastError(t('reporting.export.failed'));
    } finally {
      setBusy(null);
    }
  };
  return { busy, download: (file: F) => void download(file) };
}

/** Downloads an export of the shown report (its range, the interface's language): useFileDownload. */
export function useReportDownload(eventId: string, range: ReportQuery) {
  return useFileDownload((file: ReportExport, language) => fetchReportExport(eventId, file, range, language));
}

export type ReportDownload = ReturnType<typeof useReportDownload>;
