import {
  type Asset,
  type AssetKindPath,
  LIMITS,
  UPLOAD_RULES,
  type UploadKind,
  acceptFor,
} from '@foyer/shared';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import {
  IconAlertCircle,
  IconArrowBackUp,
  IconCircleCheck,
  IconCloudUpload,
  IconFile,
  IconTrash,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import { UPLOAD_ERRORS, checkFile, formatBytes, isTooManyFiles } from '../upload';
import { type UploadStore, uploadStore as appUploadStore, useUploads } from '../uploadStore';

type Staged = { id: string; file: File; problem?: string; isMarked: boolean };

let stagedCounter = 0;

/** How long the loaded state shows before the dialog closes by itself. */
const LOADED_CLOSE_MS = 700;

type UploadDialogProps = {
  kind: UploadKind;
  kindPath: AssetKindPath;
  opened: boolean;
  onClose: () => void;
  /** The assets of a finished upload (the picker selects them). */
  onUploaded?: (assets: Asset[]) => void;
  store?: UploadStore;
};

function StagedRow({ item, onToggle }: { item: Staged; onToggle: () => void }) {
  const { t, i18n } = useTranslation();
  const label = item.isMarked
    ? t('upload.keep', { name: item.file.name })
    : t('upload.markForDelete', { name: item.file.name });
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="sm"
      p="xs"
      style={{
        listStyle: 'none',
        borderRadius: 8,
        border: '1px solid var(--mantine-color-default-border)',
        opacity: item.isMarked ? 0.7 : 1,
      }}
    >
      <ThemeIcon variant="light" color={item.problem ? 'red' : 'gray'} size="lg">
        {item.problem ? <IconAlertCircle size={18} aria-hidden /> : <IconFile size={18} aria-hidden />}
      </ThemeIcon>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate td={item.isMarked ? 'line-through' : undefined} title={item.file.name}>
          {item.file.name}
        </Text>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {formatBytes(item.file.size, i18n.language)}
          </Text>
          {item.problem && (
            <Text size="xs" c="red">
              {t(item.problem)}
            </Text>
          )}
          {item.isMarked && (
            <Badge size="xs" color="red" variant="light">
              {t('upload.marked')}
            </Badge>
          )}
        </Group>
      </Stack>
      {!item.problem && (
        <Tooltip label={label} styles={{ tooltip: { minWidth: 0 } }} withArrow={false}>
          <ActionIcon
            variant="subtle"
            color={item.isMarked ? 'gray' : 'red'}
            aria-label={label}
            onClick={onToggle}
          >
            {item.isMarked ? <IconArrowBackUp size={16} aria-hidden /> : <IconTrash size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** Drag-and-drop upload of spec §4: idle, hovering (accept/reject), staged (marked for delete), uploading, loaded. */
export function UploadDialog({
  kind,
  kindPath,
  opened,
  onClose,
  onUploaded,
  store = appUploadStore,
}: UploadDialogProps) {
  const { t } = useTranslation();
  const { items } = useUploads(store);
  const [staged, setStaged] = useState<Staged[]>([]);
  const [sentIds, setSentIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const rule = UPLOAD_RULES[kind];
  const sent = items.filter((i) => sentIds.includes(i.id));
  const isSending = sent.some((i) => i.state === 'uploading');
  const isLoaded = sent.length > 0 && !isSending;
  const toSend = staged.filter((s) => !s.isMarked);
  const marked = staged.filter((s) => s.isMarked);

  const stage = (files: File[], rejected: boolean) => {
    const added = files.map((file) => {
      stagedCounter += 1;
      const problem = checkFile(kind, file) ?? (rejected ? UPLOAD_ERRORS.wrongType : undefined);
      return { id: `staged-${stagedCounter}`, file, problem, isMarked: Boolean(problem) };
    });
    setStaged((current) => {
      const next = [...current, ...added];
      setError(isTooManyFiles(next.filter((s) => !s.isMarked).length) ? UPLOAD_ERRORS.tooMany : null);
      return next;
    });
  };

  const reset = () => {
    setStaged([]);
    setSentIds([]);
    setError(null);
  };

  const handleClose = () => {
    reset();
    onClose();
  };

  const handleUpload = () => {
    if (isTooManyFiles(toSend.length)) {
      setError(UPLOAD_ERRORS.tooMany);
      return;
    }
    if (toSend.length === 0 || toSend.some((s) => s.problem)) return;
    setError(null);
    const { ids, done } = store.start(
      kindPath,
      toSend.map((s) => s.file),
    );
    setSentIds(ids);
    setStaged([]);
    void done.then((assets) => {
      if (!assets) return;
      onUploaded?.(assets);
      // Loaded: the state shows for a moment, then the dialog gives way to the list (the panel keeps the result).
      setTimeout(handleClose, LOADED_CLOSE_MS);
    });
  };

  const toggle = (id: string) =>
    setStaged((current) => {
      const next = current.map((s) => (s.id === id ? { ...s, isMarked: !s.isMarked } : s));
      setError(isTooManyFiles(next.filter((s) => !s.isMarked).length) ? UPLOAD_ERRORS.tooMany : null);
      return next;
    });

  const removeMarked = () =>
    setStaged((current) => {
      const next = current.filter((s) => !s.isMarked);
      setError(isTooManyFiles(next.length) ? UPLOAD_ERRORS.tooMany : null);
      return next;
    });

  return (
    <AppModal opened={opened} onClose={handleClose} size="md" title={t('upload.title')}>
      <Stack gap="md">
        {sent.length === 0 && (
          <Dropzone
            onDrop={(files) => stage(files, false)}
            onReject={(rejections: FileRejection[]) =>
              stage(
                rejections.map((r) => r.file),
                true,
              )
            }
            accept={acceptFor(kind)}
            multiple
            radius="md"
            inputProps={{ 'aria-label': t('upload.chooseFiles') }}
          >
            <Stack align="center" gap={6} py="lg" ta="center" style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <ThemeIcon size={52} radius="xl" variant="light">
                  <IconUpload size={28} aria-hidden />
                </ThemeIcon>
                <Text fw={600} mt="xs">
                  {t('upload.dropAccept')}
                </Text>
              </Dropzone.Accept>
              <Dropzone.Reject>
                <ThemeIcon size={52} radius="xl" variant="light" color="red">
                  <IconX size={28} aria-hidden />
                </ThemeIcon>
                <Text fw={600} mt="xs" c="red">
                  {t('upload.dropReject', { types: rule.extensions.join(', ') })}
                </Text>
              </Dropzone.Reject>
              <Dropzone.Idle>
                <ThemeIcon size={52} radius="xl" variant="light">
                  <IconCloudUpload size={28} aria-hidden />
                </ThemeIcon>
                <Text fw={600} mt="xs">
                  {t('upload.dropIdle')}
                </Text>
              </Dropzone.Idle>
              <Text size="sm" c="dimmed">
                {t('upload.rules', {
                  types: rule.extensions.join(', '),
                  size: formatBytes(rule.maxBytes, 'en'),
                  count: LIMITS.uploadFilesAtOnce,
                })}
              </Text>
            </Stack>
          </Dropzone>
        )}

        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {t(error, { count: LIMITS.uploadFilesAtOnce })}
          </Alert>
        )}

        {staged.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label={t('upload.staged')}>
            {staged.map((item) => (
              <StagedRow key={item.id} item={item} onToggle={() => toggle(item.id)} />
            ))}
          </Stack>
        )}

        {sent.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} aria-label={t('upload.sending')}>
            {sent.map((item) => (
              <Stack gap={4} key={item.id} component="li" style={{ listStyle: 'none' }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate>
                    {item.name}
                  </Text>
                  <Text
                    size="xs"
                    c={item.state === 'error' ? 'red' : 'dimmed'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {item.state === 'success'
                      ? t('uploads.done')
                      : item.state === 'error'
                        ? t('uploads.failed')
                        : `${item.progress} %`}
                  </Text>
                </Group>
                <Progress
                  value={item.state === 'error' ? 100 : item.progress}
                  color={item.state === 'error' ? 'red' : item.state === 'success' ? 'teal' : 'brand'}
                  size="sm"
                  aria-label={item.name}
                />
                {item.errorKey && (
                  <Text size="xs" c="red">
                    {t(item.errorKey, { count: LIMITS.uploadFilesAtOnce })}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}

        {isLoaded && sent.every((i) => i.state === 'success') && (
          <Group gap="xs" role="status">
            <IconCircleCheck size={20} color="var(--mantine-color-teal-6)" aria-hidden />
            <Text size="sm" fw={500}>
              {t('upload.loaded', { count: sent.length })}
            </Text>
          </Group>
        )}

        <Group justify="space-between" gap="sm">
          <div>
            {marked.length > 0 && sent.length === 0 && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={removeMarked}
              >
                {t('upload.removeMarked', { count: marked.length })}
              </Button>
            )}
          </div>
          <Group gap="sm">
            {sent.length > 0 ? (
              <>
                {isLoaded && (
                  <Button variant="default" onClick={reset}>
                    {t('upload.more')}
                  </Button>
                )}
                <Button onClick={handleClose}>
                  {isSending ? t('upload.continueInBackground') : t('common.done')}
                </Button>
              </>
            ) : (
              <>
                <Button variant="default" onClick={handleClose}>
                  {t('common.cancel')}
                </Button>
                <Button
                  leftSection={<IconUpload size={16} aria-hidden />}
                  onClick={handleUpload}
                  disabled={toSend.length === 0}
                >
                  {t('upload.send')}
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Stack>
    </AppModal>
  );
}
