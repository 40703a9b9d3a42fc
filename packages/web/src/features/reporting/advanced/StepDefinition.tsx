import {
  ENGAGED_MIN_CHAT_MESSAGES,
  ENGAGED_MIN_OPENS,
  ENGAGED_MIN_POLL_VOTES,
  ENGAGED_MIN_QUESTIONS,
  ENGAGED_MIN_RATINGS,
  ENGAGED_MIN_WATCH_SECONDS,
} from '@foyer/shared';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The steps of the funnel, in order: page loads, then people, each step part of the one before. */
export const FUNNEL_STEPS = ['pageViews', 'registered', 'confirmed', 'entered', 'engaged'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * The written definition of a funnel step (advanced.schema.ts): a text, and for "engaged" its exact
 * rule, each threshold from the shared ENGAGED_MIN_* constants (isEngaged).
 */
export function StepDefinition({ step }: { step: FunnelStep }) {
  const { t } = useTranslation();
  if (step !== 'engaged') return <>{t(`reportingAdvanced.funnel.definitions.${step}`)}</>;
  const rule = (key: string, n: number | string) => (
    <List.Item key={key}>{t(`reportingAdvanced.funnel.engagedRule.${key}`, { n })}</List.Item>
  );
  return (
    <>
      <Text size="sm">{t('reportingAdvanced.funnel.engagedRule.intro')}</Text>
      <List size="sm" mt={4} spacing={2} withPadding>
        {rule('opens', ENGAGED_MIN_OPENS)}
        {rule('watch', t('reporting.duration.seconds', { n: ENGAGED_MIN_WATCH_SECONDS }))}
        {rule('chatMessages', ENGAGED_MIN_CHAT_MESSAGES)}
        {rule('questions', ENGAGED_MIN_QUESTIONS)}
        {rule('pollVotes', ENGAGED_MIN_POLL_VOTES)}
        {rule('ratings', ENGAGED_MIN_RATINGS)}
      </List>
    </>
  );
}
