import { CHAT_MESSAGE_MAX, type ChatMessage, InboxAnswerRequest } from '@foyer/shared';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../visit/chat/formatTime';
import { fetchEarlierMessages, useAnswer, useInboxThread } from '../queries';
import classes from './Inbox.module.css';

type InboxThreadViewProps = {
  eventId: string;
  threadId: string;
  /** On phones: back to the list of conversations. */
  onBack?: () => void;
};

/** One conversation: its messages (older pages on demand), kept at the bottom, and the answer field. */
export function InboxThreadView({ eventId, threadId, onBack }: InboxThreadViewProps) {
  const { t, i18n } = useTranslation();
  const query = useInboxThread(eventId, threadId);
  const [earlier, setEarlier] = useState<{ messages: ChatMessage[]; hasMore: boolean } | null>(null);
  const [isLoadingEarlier, setLoadingEarlier] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const data = query.data?.thread.id === threadId ? query.data : undefined;
  const messages = [...(earlier?.messages ?? []), ...(data?.messages ?? [])];
  const hasMore = earlier ? earlier.hasMore : (data?.hasMore ?? false);
  const lastId = messages.at(-1)?.id ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the newest message.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  const loadEarlier = async () => {
    const before = messages[0]?.seq;
    if (!before) return;
    setLoadingEarlier(true);
    try {
      const page = await fetchEarlierMessages(eventId, threadId, before);
      setEarlier({ messages: [...page.messages, ...(earlier?.messages ?? [])], hasMore: page.hasMore });
    } catch {
      // the API client has toasted
    } finally {
      setLoadingEarlier(false);
    }
  };

  const back = onBack && (
    <Button
      variant="subtle"
      px={0}
      h={44}
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={onBack}
    >
      {t('inbox.back')}
    </Button>
  );

  if (query.isError && !data)
    return (
      <Stack gap="sm">
        {back}
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{t('inbox.threadError')}</Text>
          <Button mt="xs" size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('inbox.retry')}
          </Button>
        </Alert>
      </Stack>
    );
  if (!data)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {back}
        <Skeleton height={24} width="50%" />
        <Skeleton height={48} width="70%" />
        <Skeleton height={48} width="60%" ml="auto" />
        <Skeleton height={80} />
      </Stack>
    );

  const { thread } = data;
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      {back}
      <div>
        <Title order={2} fz="lg">
          {thread.participantName}
        </Title>
        <Text size="sm" c="dimmed">
          {t('inbox.toStaff', { name: thread.staffName })}
        </Text>
      </div>
      <Box
        ref={logRef}
        role="log"
        aria-label={t('inbox.messages', { name: thread.participantName })}
        tabIndex={0}
        className={classes.log}
        mah={{ base: '55dvh', sm: 480 }}
      >
        {hasMore && (
          <Center>
            <Button
              variant="subtle"
              size="compact-sm"
              loading={isLoadingEarlier}
              onClick={() => void loadEarlier()}
            >
              {t('inbox.loadEarlier')}
            </Button>
          </Center>
        )}
        {messages.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {t('inbox.noThreadMessages')}
          </Text>
        )}
        {messages.map((message) => {
          const isStaff = message.participantId !== thread.participantId;
          return (
            <Box key={message.id} className={classes.message} data-staff={isStaff || undefined}>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" fw={600}>
                  {message.authorName}
                </Text>
                {isStaff && (
                  <Badge size="xs" variant="light">
                    {t('inbox.staffBadge')}
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  {formatTime(message.createdAt, i18n.language)}
                </Text>
              </Group>
              <Text size="sm">{message.text}</Text>
            </Box>
          );
        })}
      </Box>
      <AnswerComposer eventId={eventId} threadId={threadId} staffName={thread.staffName} />
    </Stack>
  );
}

/** The answer field: Enter sends, Shift+Enter adds a line; the shared rule of a chat message. */
function AnswerComposer({
  eventId,
  threadId,
  staffName,
}: {
  eventId: string;
  threadId: string;
  staffName: string;
}) {
  const { t } = useTranslation();
  const answer = useAnswer(eventId, threadId);
  const [text, setText] = useState('');
  // One id per answer: sending it again after a failure stores it once.
  const [clientId, setClientId] = useState(() => crypto.randomUUID());
  const [invalid, setInvalid] = useState<string | null>(null);
  const [hasFailed, setFailed] = useState(false);

  const send = async () => {
    if (answer.isPending) return;
    const parsed = InboxAnswerRequest.safeParse({ text, clientId });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'validation.invalid');
      return;
    }
    setFailed(false);
    try {
      await answer.mutateAsync(parsed.data);
      setText('');
      setClientId(crypto.randomUUID());
    } catch {
      setFailed(true);
    }
  };
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void send();
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        {hasFailed && (
          <Alert color="red" variant="light" role="alert" p="xs">
            <Text size="sm">{t('inbox.answerFailed')}</Text>
          </Alert>
        )}
        <Textarea
          label={t('inbox.answerLabel', { name: staffName })}
          placeholder={t('inbox.answerPlaceholder')}
          description={t('inbox.sendHint')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (invalid) setInvalid(null);
          }}
          onKeyDown={handleKeyDown}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={CHAT_MESSAGE_MAX}
          error={invalid ? t(invalid) : undefined}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={answer.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {t('inbox.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
