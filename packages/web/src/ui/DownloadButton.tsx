import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../api/client';
import { saveBlob } from './download';
import { toastError } from './toast';

/**
 * A small button that fetches a file and saves it under its own name, busy meanwhile. A refusal was
 * told by the API client already; any other failure toasts `failedMessage`.
 */
export function DownloadButton({
  fetchFile,
  label,
  failedMessage,
  ariaLabel,
  style,
}: {
  fetchFile: () => Promise<{ blob: Blob; fileName: string }>;
  label: string;
  failedMessage: string;
  ariaLabel?: string;
  style?: ButtonProps['style'];
}) {
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchFile();
      saveBlob(blob, fileName);
    } catch (e) {
      if (!isApiError(e)) toastError(failedMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={isBusy}
      onClick={() => void download()}
      aria-label={ariaLabel}
      style={style}
    >
      {label}
    </Button>
  );
}
