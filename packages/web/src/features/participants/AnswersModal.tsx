import type { ProfileItem } from '@foyer/shared';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../ui/AppModal';
import { DownloadButton } from '../../ui/DownloadButton';
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
  return (
    <DownloadButton
      fetchFile={() => fetchAnswerFile(fileId)}
      label={t('participants.answers.download')}
      failedMessage={t('participants.answers.downloadFailed')}
      style={{ alignSelf: 'flex-start' }}
    />
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
