import { describe, expect, it } from 'vitest';
import { LoginRequest, SignupAccountRequest, SignupDetailsRequest, newPasswordField } from './auth.schema.js';

const details = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines Ltd',
  address1: '1 Engine Street',
  zip: '10115',
  country: 'US',
  agreement: true,
};

function fieldsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('SignupDetailsRequest', () => {
  it('accepts the required fields outside the EU without a VAT id', () => {
    expect(SignupDetailsRequest.safeParse(details).success).toBe(true);
  });

  it('requires a VAT id for an EU country', () => {
    const result = SignupDetailsRequest.safeParse({ ...details, country: 'DE' });
    expect(fieldsOf(result)).toEqual({ vatId: 'validation.vatRequired' });
  });

  it('names every missing required field with the required key', () => {
    const result = SignupDetailsRequest.safeParse({ agreement: true, country: 'US' });
    expect(fieldsOf(result)).toMatchObject({
      firstName: 'validation.required',
      lastName: 'validation.required',
      company: 'validation.required',
      address1: 'validation.required',
      zip: 'validation.required',
    });
  });

  it('requires the agreement', () => {
    expect(fieldsOf(SignupDetailsRequest.safeParse({ ...details, agreement: false }))).toEqual({
      agreement: 'validation.agreement',
    });
  });

  it('refuses a phone number with a plus or a leading zero', () => {
    expect(fieldsOf(SignupDetailsRequest.safeParse({ ...details, phone: '+491701234567' }))).toEqual({
      phone: 'validation.phone',
    });
    expect(fieldsOf(SignupDetailsRequest.safeParse({ ...details, phone: '01701234567' }))).toEqual({
      phone: 'validation.phone',
    });
    expect(SignupDetailsRequest.safeParse({ ...details, phone: '491701234567' }).success).toBe(true);
  });

  it('refuses an unknown country code and unknown fields', () => {
    expect(fieldsOf(SignupDetailsRequest.safeParse({ ...details, country: 'XX' }))).toEqual({
      country: 'validation.country',
    });
    expect(SignupDetailsRequest.safeParse({ ...details, admin: true }).success).toBe(false);
  });
});

describe('LoginRequest and SignupAccountRequest', () => {
  it('lower-cases and trims the email', () => {
    expect(LoginRequest.parse({ email: ' Ada@Example.COM ', password: 'x' }).email).toBe('ada@example.com');
  });

  it('refuses a malformed email with the email key', () => {
    expect(fieldsOf(SignupAccountRequest.safeParse({ email: 'ada@', password: 'Abcdefg1' }))).toEqual({
      email: 'validation.email',
    });
  });

  it('checks a new password with the shared rules', () => {
    expect(newPasswordField.safeParse('weak').success).toBe(false);
    expect(newPasswordField.safeParse('Strong-pass').success).toBe(true);
  });
});
