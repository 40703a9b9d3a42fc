import type { QaQuestion, QaQuestionState, WebcastTalk } from '@foyer/shared';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import type { RequestError } from '../../visit/realtime';
import { PollCard } from '../../visit/qa/PollCard';
import { PollCreateForm } from '../../visit/qa/PollCreateForm';
import { QuestionItem } from '../../visit/qa/QuestionItem';
import { WebcastSection } from '../../webcasts/components/WebcastSection';
import {
  type WebcastConsoleSession,
  useConsolePolls,
  useConsoleQuestions,
  useConsoleTalks,
  useModerateQuestion,
  usePollActions,
} from '../queries';

const talkKey = (talk: WebcastTalk) => `${talk.eventId}:${talk.videoId}`;

/** The groups a moderator works through, in order; speakers see the approved ones only. */
const GROUPS: readonly QaQuestionState[] = ['pending', 'approved', 'hidden'];

/** An HTTP refusal as the error a question's actions say (the venue's words for the same codes). */
function requestError(e: unknown): RequestError {
  if (!isApiError(e)) return 'OFFLINE';
  if (e.errorKey === 'FORBIDDEN' || e.errorKey === 'NOT_FOUND' || e.errorKey === 'VALIDATION_FAILED')
    return e.errorKey;
  return 'TIMEOUT';
}

/** Runs a console call and answers the error to show, as the venue's Q&A actions do. */
async function attempt(call: () => Promise<unknown>): Promise<RequestError | null> {
  try {
    await call();
    return null;
  } catch (e) {
    return requestError(e);
  }
}

/** One talk's polls with their results: moderators start and close them, speakers follow them. */
function TalkPolls({ talk, token, isModerator }: { talk: WebcastTalk; token: string; isModerator: boolean }) {
  const { t } = useTranslation();
  const query = useConsolePolls(token, talk);
  const { create, close } = usePollActions(token, talk);
  const [isCreating, setIsCreating] = useState(false);
  const polls = query.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="console-polls">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="sm" id="console-polls">
          {t('visitQa.polls')}
        </Title>
        {isModerator && !isCreating && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconChartBar size={14} aria-hidden />}
            onClick={() => setIsCreating(true)}
          >
            {t('visitQa.newPoll')}
          </Button>
        )}
      </Group>
      {isCreating && (
        <PollCreateForm
          videoId={talk.videoId}
          onCreate={(question, options) => attempt(() => create.mutateAsync({ question, options }))}
          onCancel={() => setIsCreating(false)}
        />
      )}
      {polls.map((poll) => (
        <PollCard
          key={poll.id}
          poll={poll}
          myOptionId={undefined}
          onClose={isModerator ? () => attempt(() => close.mutateAsync(poll.id)) : undefined}
        />
      ))}
    </Stack>
  );
}

/** One talk's questions: moderators' in groups with their actions, speakers' approved ones. */
function TalkQuestions({
  talk,
  token,
  isModerator,
}: {
  talk: WebcastTalk;
  token: string;
  isModerator: boolean;
}) {
  const { t } = useTranslation();
  const query = useConsoleQuestions(token, talk);
  const moderate = useModerateQuestion(token, talk);
  const act = (questionId: string, change: { state?: 'approved' | 'hidden'; answer?: string }) => () =>
    attempt(() => moderate.mutateAsync({ questionId, change }));
  const item = (question: QaQuestion) => (
    <QuestionItem
      key={question.id}
      question={question}
      isMine={false}
      hasVoted={false}
      moderation={
        isModerator
          ? {
              onApprove: act(question.id, { state: 'approved' }),
              onHide: act(question.id, { state: 'hidden' }),
              onAnswer: (answer) => act(question.id, { answer })(),
            }
          : undefined
      }
    />
  );

  if (query.isPending) return <BusySkeleton height={96} radius="md" />;
  if (query.isError)
    return (
      <Text size="sm" c="dimmed" role="status">
        {t('webcastConsole.questions.loadError')}
      </Text>
    );
  const questions = query.data;
  if (questions.length === 0)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t(isModerator ? 'webcastConsole.questions.empty' : 'webcastConsole.questions.emptySpeaker')}
      </Text>
    );
  if (!isModerator)
    return (
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('visitQa.questions')}
      >
        {questions.map(item)}
      </Stack>
    );
  return (
    <Stack gap="md">
      {GROUPS.map((state) => {
        const group = questions.filter((q) => q.state === state);
        if (group.length === 0) return null;
        const headingId = `console-questions-${state}`;
        return (
          <Stack key={state} gap="xs" component="section" aria-labelledby={headingId}>
            <Title order={4} size="sm" id={headingId}>
              {t(`webcastConsole.questions.${state}`)} ({group.length})
            </Title>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {group.map(item)}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * The audience's questions and polls of the talks that play the webcast (moderators and speakers): the
 * talk to follow when several play it, then its polls and questions, asked again every 3 s. Moderators
 * start and close polls and approve, hide and answer questions for the visitors; speakers follow the
 * polls and see the approved questions while they present.
 */
export function QuestionsSection({ session, token }: { session: WebcastConsoleSession; token: string }) {
  const { t } = useTranslation();
  const isPresenter = session.role !== 'viewer';
  const talks = useConsoleTalks(token, isPresenter);
  const [chosen, setChosen] = useState<string | null>(null);
  if (!isPresenter) return null;
  const isModerator = session.role === 'moderator';
  const list = talks.data ?? [];
  const talk = list.find((k) => talkKey(k) === chosen) ?? list[0];

  return (
    <WebcastSection id="console-questions" title={t('webcastConsole.questions.title')}>
      <Text size="sm" c="dimmed">
        {t(isModerator ? 'webcastConsole.questions.intro' : 'webcastConsole.questions.introSpeaker')}
      </Text>
      {talks.isPending ? (
        <BusySkeleton height={64} radius="md" />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('webcastConsole.questions.none')}
        </Text>
      ) : (
        <>
          {list.length > 1 ? (
            <Select
              label={t('webcastConsole.questions.talk')}
              data={list.map((k) => ({ value: talkKey(k), label: `${k.title} · ${k.eventName}` }))}
              value={talk ? talkKey(talk) : null}
              onChange={setChosen}
              allowDeselect={false}
            />
          ) : (
            <Text size="sm" fw={600}>
              {talk!.title} · {talk!.eventName}
            </Text>
          )}
          {talk && !talk.interactive ? (
            <Text size="sm" c="dimmed">
              {t('webcastConsole.questions.off')}
            </Text>
          ) : (
            talk && (
              <Stack key={talkKey(talk)} gap="md">
                <TalkPolls talk={talk} token={token} isModerator={isModerator} />
                <Stack gap="xs">
                  <Title order={3} size="sm">
                    {t('visitQa.questions')}
                  </Title>
                  <TalkQuestions talk={talk} token={token} isModerator={isModerator} />
                </Stack>
              </Stack>
            )
          )}
        </>
      )}
    </WebcastSection>
  );
}
