import { describe, expect, it } from 'vitest';
import { meetsPasswordRules, passwordRuleResults } from './password.js';

describe('password rules', () => {
  it('accepts eight characters with a capital and a digit or special character', () => {
    expect(meetsPasswordRules('Abcdefg1')).toBe(true);
    expect(meetsPasswordRules('Abcdefg!')).toBe(true);
  });

  it('refuses a password shorter than eight characters', () => {
    expect(meetsPasswordRules('Abcde1!')).toBe(false);
  });

  it('refuses a password without a capital letter', () => {
    expect(meetsPasswordRules('abcdefg1')).toBe(false);
  });

  it('refuses a password of letters only', () => {
    expect(meetsPasswordRules('Abcdefgh')).toBe(false);
  });

  it('reports each rule as passed or failed for the tooltip', () => {
    expect(passwordRuleResults('abc')).toEqual([
      { key: 'password.rules.minLength', passed: false },
      { key: 'password.rules.capital', passed: false },
      { key: 'password.rules.specialOrDigit', passed: false },
    ]);
    expect(passwordRuleResults('Äbcdefg9').every((r) => r.passed)).toBe(true);
  });
});
