import { QA_QUESTION_MAX, QaAskRequest } from '@foyer/shared';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestError } from '../realtime';

export type AskFormProps = {
  videoId: string;
  /** Sends the question; asking again after a failure sends the same `clientId` (stored once). */
  onAsk(text: string, clientId: string): Promise<RequestError | null>;
};

/**
 * The visitor's question field: the shared rule checks it; sent questions wait for approval. One
 * client id per question: kept while the visitor retries the same text, new once it is stored or edited.
 */
export function AskForm({ videoId, onAsk }: AskFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const clientId = useRef(crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = QaAskRequest.safeParse({ videoId, text, clientId: clientId.current });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    setIsSending(true);
    const failure = await onAsk(parsed.data.text, parsed.data.clientId);
    setIsSending(false);
    if (failure) {
      setError(t(`visitQa.errors.${failure}`));
      return;
    }
    clientId.current = crypto.randomUUID();
    setText('');
    setNotice(t('visitQa.asked'));
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Textarea
        label={t('visitQa.askLabel')}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          clientId.current = crypto.randomUUID();
          setError(null);
          setNotice(null);
        }}
        autosize
        minRows={2}
        maxRows={5}
        error={error}
        description={
          <Text span inherit c={text.length > QA_QUESTION_MAX ? 'red' : undefined}>
            {t('visitQa.counter', { count: text.length, max: QA_QUESTION_MAX })}
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <Group justify="space-between" mt={6} gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" role="status">
          {notice}
        </Text>
        <Button type="submit" size="sm" loading={isSending}>
          {t('visitQa.ask')}
        </Button>
      </Group>
    </form>
  );
}
