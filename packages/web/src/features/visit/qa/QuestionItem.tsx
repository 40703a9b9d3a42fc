import { QaAnswerRequest, type QaQuestion } from '@foyer/shared';
import { Badge, Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconEyeOff, IconMessageReply, IconThumbUp } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageText } from '../chat/MessageText';
import type { RequestError } from '../realtime';

type Action = () => Promise<RequestError | null>;

export type QuestionItemProps = {
  question: QaQuestion;
  isMine: boolean;
  hasVoted: boolean;
  /** Unset: the votes are shown, not given (the webcast console). */
  onVote?: Action | undefined;
  /** Moderators only. */
  moderation?: {
    onApprove: Action;
    onHide: Action;
    onAnswer(text: string): Promise<RequestError | null>;
  };
};

/** One question: its text (plain, links made safe), votes, state, the answer; moderators' actions. */
export function QuestionItem({ question, isMine, hasVoted, onVote, moderation }: QuestionItemProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);

  const run = async (action: Action) => {
    setIsBusy(true);
    const failure = await action();
    setIsBusy(false);
    setError(failure ? t(`visitQa.errors.${failure}`) : null);
    return failure;
  };
  const handleAnswer = async (e: FormEvent) => {
    e.preventDefault();
    if (!moderation || draft === null) return;
    const parsed = QaAnswerRequest.safeParse({ questionId: question.id, text: draft });
    if (!parsed.success) {
      setDraftError(t(parsed.error.issues[0]?.message ?? 'validation.invalid'));
      return;
    }
    const failure = await run(() => moderation.onAnswer(parsed.data.text));
    if (!failure) setDraft(null);
  };
  const isApproved = question.state === 'approved';

  return (
    <Paper component="li" withBorder p="sm" radius="md" data-question={question.id}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        {onVote ? (
          <Button
            variant={hasVoted ? 'filled' : 'default'}
            size="compact-sm"
            leftSection={<IconThumbUp size={14} aria-hidden />}
            aria-pressed={hasVoted}
            aria-label={t('visitQa.vote', { count: question.votes })}
            disabled={!isApproved || isBusy}
            onClick={() => run(onVote)}
            style={{ flexShrink: 0 }}
          >
            {question.votes}
          </Button>
        ) : (
          <Badge
            variant="default"
            size="lg"
            radius="sm"
            leftSection={<IconThumbUp size={14} aria-hidden />}
            aria-label={t('visitQa.votes', { count: question.votes })}
            style={{ flexShrink: 0 }}
          >
            {question.votes}
          </Badge>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {isMine ? t('visitQa.you') : question.authorName}
            </Text>
            {question.state === 'pending' && (
              <Badge size="xs" variant="light" color="yellow" radius="sm">
                {t('visitQa.awaitingApproval')}
              </Badge>
            )}
            {question.state === 'hidden' && (
              <Badge size="xs" variant="light" color="gray" radius="sm">
                {t('visitQa.hidden')}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <MessageText text={question.text} />
          </Text>
          {question.answer && (
            <Box pl="sm" style={{ borderLeft: '3px solid var(--mantine-primary-color-filled)' }}>
              <Text size="xs" fw={600}>
                {t('visitQa.answerHeading')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <MessageText text={question.answer} />
              </Text>
            </Box>
          )}
          {error && (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          )}
          {moderation && draft !== null && (
            <form onSubmit={handleAnswer} noValidate>
              <Textarea
                label={t('visitQa.answerLabel')}
                value={draft}
                onChange={(e) => {
                  setDraft(e.currentTarget.value);
                  setDraftError(null);
                }}
                autosize
                minRows={2}
                error={draftError}
                data-autofocus
              />
              <Group gap="xs" mt={6}>
                <Button type="submit" size="compact-sm" loading={isBusy}>
                  {t('visitQa.saveAnswer')}
                </Button>
                <Button variant="subtle" size="compact-sm" onClick={() => setDraft(null)}>
                  {t('common.cancel')}
                </Button>
              </Group>
            </form>
          )}
          {moderation && draft === null && (
            <Group gap="xs">
              {!isApproved && (
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconCheck size={12} aria-hidden />}
                  disabled={isBusy}
                  onClick={() => run(moderation.onApprove)}
                >
                  {t('visitQa.approve')}
                </Button>
              )}
              {question.state !== 'hidden' && (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="gray"
                  leftSection={<IconEyeOff size={12} aria-hidden />}
                  disabled={isBusy}
                  onClick={() => run(moderation.onHide)}
                >
                  {t('visitQa.hide')}
                </Button>
              )}
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconMessageReply size={12} aria-hidden />}
                disabled={isBusy}
                onClick={() => setDraft(question.answer ?? '')}
              >
                {question.answer ? t('visitQa.editAnswer') : t('visitQa.answer')}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
