import type { ProfileItem } from '@foyer/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { AppModal } from '../../ui/AppModal';
import { saveBlob } from '../../ui/download';
import { toastError } from '../../ui/toast';
import { type Participant, fetchAnswerFile } from './queries';

type Answer = Participant['answers'][string] | undefined;

/** An answer as text: several choices joined, a checkbox as yes or no; null when there is none. */
export function answerText(answer: Answer, yes: string, no: string): string | null {
  if (answer === undefined || answer === '') return null;
  if (typeof answer === 'boolean') return answer ? yes : no;
  if (Array.isArray(answer)) return answer.length > 0 ? answer.join(', ') : null;
  return answer;
}

/** A file answer: a button that downloads the file with its own name. */
function FileAnswer({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchAnswerFile(fileId);
      saveBlob(blob, fileName);
    } catch (e) {
      if (!isApiError(e)) toastError(t('participants.answers.downloadFailed'));
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
      style={{ alignSelf: 'flex-start' }}
    >
      {t('participants.answers.download')}
    </Button>
  );
}

type AnswersModalProps = {
  participant: Participant | null;
  /** The event's profile fields, in order: their labels name the answers. */
  fields: readonly ProfileItem[];
  onClose: () => void;
};

/** What a participant answered on the registration page, field by field (files to download). */
export function AnswersModal({ participant, fields, onClose }: AnswersModalProps) {
  const { t } = useTranslation();
  const name = participant ? `${participant.firstName} ${participant.lastName}` : '';
  return (
    <AppModal
      opened={participant !== null}
      onClose={onClose}
      title={t('participants.answers.title', { name })}
      size="md"
    >
      {participant && (
        <Stack component="dl" gap="sm" m={0}>
          {fields.map((field) => {
            const answer = participant.answers[field.id];
            const text = answerText(answer, t('participants.answers.yes'), t('participants.answers.no'));
            return (
              <Stack key={field.id} gap={2}>
                <Text component="dt" size="sm" fw={600}>
                  {field.label}
                </Text>
                <Stack component="dd" m={0} gap={0}>
                  {field.type === 'file' && typeof answer === 'string' && answer ? (
                    <FileAnswer fileId={answer} />
                  ) : (
                    <Text
                      size="sm"
                      c={text === null ? 'dimmed' : undefined}
                      style={{ wordBreak: 'break-word' }}
                    >
                      {text ?? t('participants.answers.none')}
                    </Text>
                  )}
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      )}
    </AppModal>
  );
}
