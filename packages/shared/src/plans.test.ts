import { describe, expect, it } from 'vitest';
import { PLAN_QUOTAS, flagsOf, planOf, quotaOf } from './plans.js';

describe('plans', () => {
  it('derives the plan from the premium and business flags', () => {
    expect(planOf({ premium: false, business: false })).toBe('free');
    expect(planOf({ premium: false, business: true })).toBe('free');
    expect(planOf({ premium: true, business: false })).toBe('starter');
    expect(planOf({ premium: true, business: true })).toBe('business');
  });

  it('inverts planOf with flagsOf', () => {
    for (const plan of ['free', 'starter', 'business'] as const) expect(planOf(flagsOf(plan))).toBe(plan);
  });

  it('keeps the quotas of spec section 6', () => {
    expect(PLAN_QUOTAS.free).toMatchObject({
      registrationsPerEvent: 5,
      openEvents: 1,
      editableEvents: 2,
      subAccounts: 0,
    });
    expect(PLAN_QUOTAS.starter).toMatchObject({
      registrationsPerEvent: 200,
      openEvents: 2,
      editableEvents: 4,
    });
    expect(PLAN_QUOTAS.business).toMatchObject({
      registrationsPerEvent: 1000,
      openEvents: 4,
      breakoutRooms: true,
    });
  });

  it('gives an unknown plan full access', () => {
    const quota = quotaOf('enterprise');
    expect(quota.editableEvents).toBe(Number.POSITIVE_INFINITY);
    expect(quota.breakoutRooms).toBe(true);
  });
});
