import { LIMITS } from '../limits.js';

/** Password rules of spec §5, each with the locale key that names it in the rules tooltip. */
export const PASSWORD_RULES = [
  { key: 'password.rules.minLength', test: (p: string) => p.length >= LIMITS.passwordMinLength },
  { key: 'password.rules.capital', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'password.rules.specialOrDigit', test: (p: string) => /[^\p{L}]/u.test(p) },
] as const;

export const PASSWORD_MAX_LENGTH = 128;

/** Each rule with whether the password passes it (for the rules tooltip). */
export function passwordRuleResults(password: string) {
  return PASSWORD_RULES.map((r) => ({ key: r.key, passed: r.test(password) }));
}

/** True when the password meets every rule; the same check runs in browser and server. */
export function meetsPasswordRules(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((r) => r.test(password));
}
