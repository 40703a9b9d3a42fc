import { type Currency, PAID_PLANS, type PaidPlan, PLANS, type Plan } from '@foyer/shared';
import { useTranslation } from 'react-i18next';

/** The rank of a known plan (free 0, starter 1, business 2); -1 for an unknown plan. */
export const rankOf = (plan: string): number => (PLANS as readonly string[]).indexOf(plan);

/** True for the plan names Foyer knows (an unknown one has full access, spec §6). */
export const isKnownPlan = (plan: string): plan is Plan => rankOf(plan) >= 0;

/** The paid plan just above `plan` (free → starter → business); none above business or an unknown plan. */
export function nextPlanAbove(plan: string | undefined): PaidPlan | undefined {
  if (plan === undefined || !isKnownPlan(plan)) return undefined;
  return PAID_PLANS.find((p) => rankOf(p) > rankOf(plan));
}

/** Reads a `?plan=` value: starter or business, else undefined. */
export const parsePaidPlan = (value: string | null): PaidPlan | undefined =>
  (PAID_PLANS as readonly string[]).includes(value ?? '') ? (value as PaidPlan) : undefined;

/** The currency to show first: USD for a browser whose language names the US region, else EUR. */
export function defaultCurrency(languages: readonly string[]): Currency {
  const first = languages[0];
  if (!first) return 'eur';
  try {
    return new Intl.Locale(first).region === 'US' ? 'usd' : 'eur';
  } catch {
    return 'eur';
  }
}

/** The browser's languages, most preferred first (none outside a browser). */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

/** Formatters in the interface language: plan names, dates. */
export function useSubscriptionFormat() {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return {
    language: i18n.language,
    /** "Starter"; an unknown plan by its own name. */
    planName: (plan: string) => (isKnownPlan(plan) ? t(`subscription.planNames.${plan}`) : plan),
    /** An ISO date-time as a date, e.g. "3 Feb 2027"; empty for null. */
    date: (iso: string | null) => (iso ? date.format(new Date(iso)) : ''),
  };
}
