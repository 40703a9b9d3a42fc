import type { Poll } from '@foyer/shared';
import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Progress,
  Radio,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestError } from '../realtime';

export type PollCardProps = {
  poll: Poll;
  /** The option this visitor chose, if any. */
  myOptionId: string | undefined;
  /** Unset: the poll is shown, not voted in (the webcast console). */
  onVote?: ((optionId: string) => Promise<RequestError | null>) | undefined;
  /** Moderators only. */
  onClose?: () => Promise<RequestError | null>;
};

const percentOf = (votes: number, total: number) => (total === 0 ? 0 : Math.round((votes / total) * 100));

/** A poll: its options to choose while open and not voted; the results as bars once they are known. */
export function PollCard({ poll, myOptionId, onVote, onClose }: PollCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const canVote = onVote !== undefined && poll.isOpen && myOptionId === undefined;
  const total = poll.total;

  const run = async (action: () => Promise<RequestError | null>) => {
    setIsBusy(true);
    const failure = await action();
    setIsBusy(false);
    setError(failure ? t(`visitQa.errors.${failure}`) : null);
  };
  const handleVote = (e: FormEvent) => {
    e.preventDefault();
    if (!choice) {
      setError(t('visitQa.chooseOption'));
      return;
    }
    if (onVote) void run(() => onVote(choice));
  };

  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={4} fz="sm" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {poll.question}
          </Title>
          <Badge size="sm" variant="light" color={poll.isOpen ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
            {poll.isOpen ? t('visitQa.pollOpen') : t('visitQa.pollClosed')}
          </Badge>
        </Group>
        {canVote && (
          <form onSubmit={handleVote} noValidate>
            <Radio.Group
              value={choice}
              onChange={(value) => {
                setChoice(value);
                setError(null);
              }}
              label={t('visitQa.yourAnswer')}
              error={error}
            >
              <Stack gap={6} mt={4}>
                {poll.options.map((option) => (
                  <Radio key={option.id} value={option.id} label={option.text} />
                ))}
              </Stack>
            </Radio.Group>
            <Button type="submit" size="compact-sm" mt="xs" loading={isBusy}>
              {t('visitQa.votePoll')}
            </Button>
          </form>
        )}
        {total !== null && (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('visitQa.results')}>
            {poll.options.map((option) => {
              const votes = option.votes ?? 0;
              const percent = percentOf(votes, total);
              const label = t('visitQa.resultLine', { option: option.text, count: votes, percent });
              return (
                <li key={option.id}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text
                      size="sm"
                      fw={option.id === myOptionId ? 700 : undefined}
                      style={{ minWidth: 0 }}
                      aria-hidden
                    >
                      {option.text}
                      {option.id === myOptionId && ` (${t('visitQa.yourVote')})`}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ flexShrink: 0 }} aria-hidden>
                      {percent} %
                    </Text>
                  </Group>
                  <Progress value={percent} size="md" mb={4} aria-hidden />
                  <VisuallyHidden>{label}</VisuallyHidden>
                </li>
              );
            })}
          </Box>
        )}
        {total !== null && (
          <Text size="xs" c="dimmed">
            {t('visitQa.totalVotes', { count: total })}
          </Text>
        )}
        {!canVote && total === null && (
          <Text size="sm" c="dimmed">
            {t('visitQa.resultsLater')}
          </Text>
        )}
        {!canVote && error && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
        {onClose && poll.isOpen && (
          <Group>
            <Button
              size="compact-xs"
              variant="light"
              color="gray"
              loading={isBusy}
              onClick={() => run(onClose)}
            >
              {t('visitQa.closePoll')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
