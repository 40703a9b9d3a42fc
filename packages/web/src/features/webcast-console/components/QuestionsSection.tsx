import type { QaQuestion, QaQuestionState, WebcastTalk } from '@foyer/shared';
import { Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import type { RequestError } from '../../visit/realtime';
import { QuestionItem } from '../../visit/qa/QuestionItem';
import { WebcastSection } from '../../webcasts/components/WebcastSection';
import {
  type WebcastConsoleSession,
  useConsoleQuestions,
  useConsoleTalks,
  useModerateQuestion,
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
  const act =
    (questionId: string, change: { state?: 'approved' | 'hidden'; answer?: string }) =>
    async (): Promise<RequestError | null> => {
      try {
        await moderate.mutateAsync({ questionId, change });
        return null;
      } catch (e) {
        return requestError(e);
      }
    };
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
            <Title order={3} size="sm" id={headingId}>
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
 * The audience's questions to the talks that play the webcast (moderators and speakers): the talk to
 * follow when several play it, then its questions, asked again every 3 s. Moderators approve, hide
 * and answer them for the visitors; speakers see the approved ones while they present.
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
            talk && <TalkQuestions key={talkKey(talk)} talk={talk} token={token} isModerator={isModerator} />
          )}
        </>
      )}
    </WebcastSection>
  );
}
