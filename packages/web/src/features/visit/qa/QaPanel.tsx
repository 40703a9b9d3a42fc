import type { TheatreVideo } from '@foyer/shared';
import { Alert, Box, Button, Collapse, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AskForm } from './AskForm';
import { PollCard } from './PollCard';
import { PollCreateForm } from './PollCreateForm';
import { QuestionItem } from './QuestionItem';
import { useTalkQa } from './useTalkQa';

type TalkQa = NonNullable<ReturnType<typeof useTalkQa>>;

/** Questions as a list; moderators get approve, hide and answer on each. */
function QuestionList({
  qa,
  questions,
  label,
}: {
  qa: TalkQa;
  questions: TalkQa['visibleQuestions'];
  label: string;
}) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none', display: 'grid', gap: 8 }} aria-label={label}>
      {questions.map((question) => (
        <QuestionItem
          key={question.id}
          question={question}
          isMine={question.participantId !== null && question.participantId === qa.participantId}
          hasVoted={qa.voted[question.id] === true}
          onVote={() => qa.vote(question.id)}
          moderation={
            qa.isModerator
              ? {
                  onApprove: () => qa.approve(question.id),
                  onHide: () => qa.hide(question.id),
                  onAnswer: (text) => qa.answer(question.id, text),
                }
              : undefined
          }
        />
      ))}
    </Box>
  );
}

/**
 * A talk's Q&A and polls in the live venue (for talks with `interactive` on): visitors ask, vote for
 * questions and answer polls; moderators also approve, hide and answer questions and run polls.
 * Nothing outside the live venue's realtime connection (the organiser's preview).
 */
export function QaPanel({ talk }: { talk: Pick<TheatreVideo, 'id' | 'title'> }) {
  const { t } = useTranslation();
  const qa = useTalkQa(talk.id);
  const headingId = useId();
  const [isCreatingPoll, setIsCreatingPoll] = useState(false);
  const [isShowingHidden, setIsShowingHidden] = useState(false);
  if (!qa) return null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={3} fz="md" id={headingId}>
          {t('visitQa.title', { talk: talk.title })}
        </Title>
        {qa.status === 'loading' && (
          <Stack gap="xs" role="status" aria-label={t('visitQa.loading')}>
            <Skeleton height={60} radius="md" />
            <Skeleton height={60} radius="md" />
          </Stack>
        )}
        {qa.status === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t(`visitQa.errors.${qa.error ?? 'TIMEOUT'}`)}</Text>
              <Button size="compact-sm" variant="default" onClick={qa.retry}>
                {t('visitQa.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {qa.status === 'ready' && (
          <>
            <Stack gap="xs" component="section" aria-label={t('visitQa.polls')}>
              {qa.isModerator && (
                <>
                  {!isCreatingPoll && (
                    <Group>
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconChartBar size={14} aria-hidden />}
                        onClick={() => setIsCreatingPoll(true)}
                      >
                        {t('visitQa.newPoll')}
                      </Button>
                    </Group>
                  )}
                  {isCreatingPoll && (
                    <PollCreateForm
                      videoId={talk.id}
                      onCreate={qa.createPoll}
                      onCancel={() => setIsCreatingPoll(false)}
                    />
                  )}
                </>
              )}
              {qa.pollList.map((poll) => (
                <PollCard
                  key={poll.id}
                  poll={poll}
                  myOptionId={qa.pollVotes[poll.id]}
                  onVote={(optionId) => qa.votePoll(poll.id, optionId)}
                  onClose={qa.isModerator ? () => qa.closePoll(poll.id) : undefined}
                />
              ))}
            </Stack>
            <AskForm videoId={talk.id} onAsk={qa.ask} />
            <Stack gap="xs">
              <Title order={4} fz="sm">
                {t('visitQa.questions')}
              </Title>
              {qa.visibleQuestions.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('visitQa.empty')}
                </Text>
              ) : (
                <QuestionList qa={qa} questions={qa.visibleQuestions} label={t('visitQa.questions')} />
              )}
              {qa.isModerator && qa.hiddenQuestions.length > 0 && (
                <>
                  <Group>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-expanded={isShowingHidden}
                      onClick={() => setIsShowingHidden((v) => !v)}
                    >
                      {t('visitQa.hiddenQuestions', { count: qa.hiddenQuestions.length })}
                    </Button>
                  </Group>
                  <Collapse expanded={isShowingHidden}>
                    <QuestionList qa={qa} questions={qa.hiddenQuestions} label={t('visitQa.hiddenList')} />
                  </Collapse>
                </>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
