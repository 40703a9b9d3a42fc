import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** From this share of a quota on, the meter warns. */
export const WARNING_SHARE = 0.9;

/** How full a quota is: ok, warning (from 90 %), full (at or over 100 %). */
export type QuotaLevel = 'ok' | 'warning' | 'full';

/** A quota of null or Infinity is unlimited. */
const isLimited = (quota: number | null): quota is number => quota !== null && Number.isFinite(quota);

/**
 * How full a quota is: `full` at or over it, `warning` from 90 % of it, else `ok`; an unlimited
 * quota (null or Infinity) is always ok, a quota of 0 is full. Throws nothing.
 */
export function quotaLevelOf(used: number, quota: number | null): QuotaLevel {
  if (!isLimited(quota)) return 'ok';
  if (used >= quota) return 'full';
  return used >= quota * WARNING_SHARE ? 'warning' : 'ok';
}

/** The share used in percent, 0..100, for the bar (a quota of 0 is empty until something is used). */
export function quotaPercentOf(used: number, quota: number | null): number {
  if (!isLimited(quota)) return 0;
  if (quota <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (used / quota) * 100));
}

/** Neutral, orange from 90 %, red at the limit. */
export const QUOTA_COLOURS: Record<QuotaLevel, string> = { ok: 'gray', warning: 'orange', full: 'red' };

export type QuotaMeterProps = {
  /** How much of the quota is in use. */
  used: number;
  /** The plan's limit; null or Infinity for none (then no bar, and "Unlimited"). */
  quota: number | null;
  /** The limit's name, e.g. "Registrations": in the text and the bar's accessible name. */
  label: string;
  /** The visible text instead of "Registrations: 3 of 5". */
  text?: string;
  /** False shows the bar alone (where the count stands beside it already). */
  hasText?: boolean;
  /** False leaves out the hint from 90 % (where the screen says more at the limit itself). */
  hasHint?: boolean;
  /** Where the hint's "Upgrade" link leads; none: the hint has no link (e.g. for a sub-account). */
  upgradeTo?: string;
};

/**
 * A quota of the plan in use: "Registrations: 3 of 5" and a slim bar, neutral below 90 %, orange
 * from 90 %, red at or over the limit, with a short hint and an "Upgrade" link from 90 %; an
 * unlimited quota shows its count and "Unlimited" without a bar. The bar is a progressbar whose value
 * is the count against the limit, named after the limit.
 */
export function QuotaMeter({
  used,
  quota,
  label,
  text,
  hasText = true,
  hasHint = true,
  upgradeTo,
}: QuotaMeterProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const level = quotaLevelOf(used, quota);
  if (!isLimited(quota)) {
    if (!hasText) return null;
    return (
      <Text size="sm" data-level={level}>
        {text ?? t('quota.unlimitedUsage', { label, count: used })}
      </Text>
    );
  }
  const valueText = t('quota.valueText', { count: used, limit: quota });
  const isHintShown = hasHint && level !== 'ok';
  return (
    <Stack gap={4} data-level={level}>
      {hasText && (
        <Text size="sm" c={level === 'full' ? 'red' : undefined} fw={level === 'ok' ? undefined : 600}>
          {text ?? t('quota.usage', { label, count: used, limit: quota })}
        </Text>
      )}
      <Progress.Root
        size="sm"
        role="progressbar"
        aria-label={t('quota.barLabel', { label })}
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={Math.min(used, quota)}
        aria-valuetext={valueText}
        aria-describedby={isHintShown ? hintId : undefined}
      >
        <Progress.Section value={quotaPercentOf(used, quota)} color={QUOTA_COLOURS[level]} withAria={false} />
      </Progress.Root>
      {isHintShown && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={14}
            aria-hidden
            color={`var(--mantine-color-${QUOTA_COLOURS[level]}-filled)`}
            style={{ flex: 'none', marginTop: 2 }}
          />
          <Text size="xs" id={hintId}>
            {t(level === 'full' ? 'quota.fullHint' : 'quota.nearHint')}{' '}
            {upgradeTo && (
              <Anchor component={Link} to={upgradeTo} size="xs" fw={600}>
                {t('quota.upgrade')}
              </Anchor>
            )}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
