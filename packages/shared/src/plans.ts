/** Plans (spec §4): free by default; starter if premium; business if premium and business. */
export const PLANS = ['free', 'starter', 'business'] as const;
export type Plan = (typeof PLANS)[number];

export type PlanQuota = {
  registrationsPerEvent: number;
  openEvents: number;
  webcasts: number;
  editableEvents: number;
  subAccounts: number;
  productTourAndSupport: boolean;
  customLogo: boolean;
  sharedRooms: boolean;
  breakoutRooms: boolean;
  sustainabilityReport: boolean;
  advancedReporting: boolean;
};

/** Plan quotas of spec §6, the one place they live. */
export const PLAN_QUOTAS: Record<Plan, PlanQuota> = {
  free: {
    registrationsPerEvent: 5,
    openEvents: 1,
    webcasts: 1,
    editableEvents: 2,
    subAccounts: 0,
    productTourAndSupport: false,
    customLogo: false,
    sharedRooms: false,
    breakoutRooms: false,
    sustainabilityReport: false,
    advancedReporting: false,
  },
  starter: {
    registrationsPerEvent: 200,
    openEvents: 2,
    webcasts: 2,
    editableEvents: 4,
    subAccounts: 2,
    productTourAndSupport: true,
    customLogo: true,
    sharedRooms: false,
    breakoutRooms: false,
    sustainabilityReport: false,
    advancedReporting: false,
  },
  business: {
    registrationsPerEvent: 1000,
    openEvents: 4,
    webcasts: 4,
    editableEvents: 6,
    subAccounts: 5,
    productTourAndSupport: true,
    customLogo: true,
    sharedRooms: true,
    breakoutRooms: true,
    sustainabilityReport: true,
    advancedReporting: true,
  },
};

/** "An unknown plan gets full access" (spec §6). */
export const FULL_ACCESS: PlanQuota = {
  registrationsPerEvent: Number.POSITIVE_INFINITY,
  openEvents: Number.POSITIVE_INFINITY,
  webcasts: Number.POSITIVE_INFINITY,
  editableEvents: Number.POSITIVE_INFINITY,
  subAccounts: Number.POSITIVE_INFINITY,
  productTourAndSupport: true,
  customLogo: true,
  sharedRooms: true,
  breakoutRooms: true,
  sustainabilityReport: true,
  advancedReporting: true,
};

/** The quota of a plan name; unknown names get full access. */
export function quotaOf(plan: string): PlanQuota {
  return (PLANS as readonly string[]).includes(plan) ? PLAN_QUOTAS[plan as Plan] : FULL_ACCESS;
}

/** Plan from the user's flags (spec §4). */
export function planOf(flags: { premium: boolean; business: boolean }): Plan {
  if (flags.premium && flags.business) return 'business';
  if (flags.premium) return 'starter';
  return 'free';
}

/** The flags that make a plan (inverse of planOf). */
export function flagsOf(plan: Plan): { premium: boolean; business: boolean } {
  return { premium: plan !== 'free', business: plan === 'business' };
}
