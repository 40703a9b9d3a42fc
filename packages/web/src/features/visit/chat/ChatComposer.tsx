import { CHAT_MESSAGE_MAX } from '@foyer/shared';
import { Alert, Button, Group, Text, Textarea } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ChatComposerProps = {
  value: string;
  onChange(value: string): void;
  /** Sends the text; answers a validation message key when the shared rule refuses it. */
  onSend(): string | null;
  isMuted: boolean;
};

/** The message field: Enter sends, Shift+Enter starts a new line; a counter against CHAT_MESSAGE_MAX. */
export function ChatComposer({ value, onChange, onSend, isMuted }: ChatComposerProps) {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState<string | null>(null);
  const length = value.length;
  const isTooLong = length > CHAT_MESSAGE_MAX;

  const send = () => {
    if (isMuted) return;
    setInvalid(onSend());
  };
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    send();
  };
  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      {isMuted && (
        <Alert color="orange" variant="light" role="status" mb="xs" p="xs">
          {t('visitChat.muted')}
        </Alert>
      )}
      <Textarea
        label={t('visitChat.message')}
        value={value}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          if (invalid) setInvalid(null);
        }}
        onKeyDown={handleKeyDown}
        autosize
        minRows={2}
        maxRows={6}
        error={invalid ? t(invalid) : undefined}
        description={
          <Text span inherit c={isTooLong ? 'red' : undefined}>
            {t('visitChat.counter', { count: length, max: CHAT_MESSAGE_MAX })}
          </Text>
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        disabled={isMuted}
        data-autofocus
      />
      <Group justify="space-between" mt={6} gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('visitChat.hint')}
        </Text>
        <Button type="submit" size="sm" disabled={isMuted}>
          {t('visitChat.send')}
        </Button>
      </Group>
    </form>
  );
}
