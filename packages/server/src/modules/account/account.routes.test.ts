import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { call, errorKeyOf, errorOf, fieldsOf, ok } from '../../../test/http.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Acme Events GmbH',
  address1: 'Hauptstraße 1',
  address2: '2. OG',
  city: 'Berlin',
  zip: '10115',
  country: 'DE',
  vatId: 'DE 123 456 789',
  phone: '4930123456',
};

const party = {
  company: 'Acme Events GmbH',
  address1: 'Hauptstraße 1',
  address2: '',
  city: 'Berlin',
  zip: '10115',
  country: 'DE',
  vatId: 'DE123456789',
};

const recipient = {
  company: 'Client SA',
  address1: '1 rue de la Paix',
  address2: '',
  city: 'Paris',
  zip: '75002',
  country: 'FR',
  vatId: 'FR12345678901',
};

describe('account/profile', () => {
  it('answers and saves the company details of the main account; the VAT id is stored normalised', async () => {
    const main = await buildUser(t.db);
    const before = ok(await call(t.app, 'GET', 'account/profile', { token: main.token })).profile;
    expect(before).toMatchObject({ firstName: 'Ada', company: 'Acme Events', email: main.user.email });

    const saved = ok(
      await call(t.app, 'PUT', 'account/profile', { token: main.token, body: profile }),
    ).profile;
    expect(saved).toEqual({ ...profile, vatId: 'DE123456789', email: main.user.email });
    const again = ok(await call(t.app, 'GET', 'account/profile', { token: main.token })).profile;
    expect(again).toEqual(saved);
  });

  it('refuses a missing or malformed EU VAT id and a bad country on the field, nothing changed', async () => {
    const main = await buildUser(t.db);
    const missing = await call(t.app, 'PUT', 'account/profile', {
      token: main.token,
      body: { ...profile, vatId: '' },
    });
    expect(errorOf(missing, 400)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(missing)).toMatchObject({ vatId: 'validation.vatRequired' });

    const bad = await call(t.app, 'PUT', 'account/profile', {
      token: main.token,
      body: { ...profile, vatId: 'DE12' },
    });
    expect(fieldsOf(bad)).toMatchObject({ vatId: 'validation.vatFormat' });

    const country = await call(t.app, 'PUT', 'account/profile', {
      token: main.token,
      body: { ...profile, country: 'XX' },
    });
    expect(fieldsOf(country)).toMatchObject({ country: 'validation.country' });

    expect(ok(await call(t.app, 'GET', 'account/profile', { token: main.token })).profile.company).toBe(
      'Acme Events',
    );
  });

  it('takes no VAT id outside the EU and refuses the email as a field', async () => {
    const main = await buildUser(t.db);
    const body = { ...profile, country: 'CH', vatId: '' };
    expect(ok(await call(t.app, 'PUT', 'account/profile', { token: main.token, body })).profile.vatId).toBe(
      '',
    );
    const email = await call(t.app, 'PUT', 'account/profile', {
      token: main.token,
      body: { ...profile, email: 'other@acme-events.com' },
    });
    expect(errorOf(email, 400)).toBe('VALIDATION_FAILED');
  });

  it('is refused to a sub-account (403 MAIN_ACCOUNT_ONLY), nothing changed', async () => {
    const main = await buildUser(t.db, { plan: 'starter' });
    const sub = await buildUser(t.db, { mainAccountId: main.user.id });
    const get = await call(t.app, 'GET', 'account/profile', { token: sub.token });
    expect(get.statusCode).toBe(403);
    expect(errorKeyOf(get)).toBe('MAIN_ACCOUNT_ONLY');
    const put = await call(t.app, 'PUT', 'account/profile', { token: sub.token, body: profile });
    expect(put.statusCode).toBe(403);
    expect(errorKeyOf(put)).toBe('MAIN_ACCOUNT_ONLY');
    expect(ok(await call(t.app, 'GET', 'account/profile', { token: main.token })).profile.company).toBe(
      'Acme Events',
    );
  });
});

describe('account/billing', () => {
  it('starts from the profile, "same as beneficiary", version 0', async () => {
    const main = await buildUser(t.db);
    ok(await call(t.app, 'PUT', 'account/profile', { token: main.token, body: profile }));
    const { billing } = ok(await call(t.app, 'GET', 'account/billing', { token: main.token }));
    expect(billing).toMatchObject({
      beneficiary: { company: 'Acme Events GmbH', country: 'DE', vatId: 'DE123456789', address2: '2. OG' },
      sameAsBeneficiary: true,
      recipient: { company: '' },
      costCentre: '',
      invoiceContact: '',
      version: 0,
    });
  });

  it('saves with the version it was loaded with; a stale version is refused with STALE_VERSION', async () => {
    const main = await buildUser(t.db);
    const first = ok(
      await call(t.app, 'PUT', 'account/billing', {
        token: main.token,
        body: {
          beneficiary: party,
          sameAsBeneficiary: true,
          costCentre: 'KST 4711',
          invoiceContact: 'Ada',
          version: 0,
        },
      }),
    ).billing;
    expect(first).toMatchObject({
      beneficiary: party,
      sameAsBeneficiary: true,
      costCentre: 'KST 4711',
      version: 1,
    });

    const second = ok(
      await call(t.app, 'PUT', 'account/billing', {
        token: main.token,
        body: {
          beneficiary: party,
          sameAsBeneficiary: false,
          recipient,
          invoiceContact: 'ap@client.fr',
          version: 1,
        },
      }),
    ).billing;
    expect(second).toMatchObject({
      sameAsBeneficiary: false,
      recipient,
      invoiceContact: 'ap@client.fr',
      version: 2,
    });

    for (const version of [0, 1]) {
      const stale = await call(t.app, 'PUT', 'account/billing', {
        token: main.token,
        body: { beneficiary: party, sameAsBeneficiary: true, version },
      });
      expect(errorKeyOf(stale)).toBe('STALE_VERSION');
    }
    expect(ok(await call(t.app, 'GET', 'account/billing', { token: main.token })).billing).toEqual(second);
  });

  it('forgets the recipient when "same as beneficiary" is set again', async () => {
    const main = await buildUser(t.db);
    const body = { beneficiary: party, sameAsBeneficiary: false, recipient, version: 0 };
    ok(await call(t.app, 'PUT', 'account/billing', { token: main.token, body }));
    const { billing } = ok(
      await call(t.app, 'PUT', 'account/billing', {
        token: main.token,
        body: { ...body, sameAsBeneficiary: true, version: 1 },
      }),
    );
    expect(billing).toMatchObject({ sameAsBeneficiary: true, recipient: { company: '' }, version: 2 });
  });

  it('checks the recipient only when it differs, with its fields under recipient.*', async () => {
    const main = await buildUser(t.db);
    const ignored = { beneficiary: party, sameAsBeneficiary: true, recipient: { company: '' }, version: 0 };
    ok(await call(t.app, 'PUT', 'account/billing', { token: main.token, body: ignored }));

    const res = await call(t.app, 'PUT', 'account/billing', {
      token: main.token,
      body: {
        beneficiary: { ...party, vatId: 'DE1' },
        sameAsBeneficiary: false,
        recipient: { ...recipient, company: ' ', vatId: '' },
        version: 1,
      },
    });
    expect(errorOf(res, 400)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res)).toMatchObject({
      'beneficiary.vatId': 'validation.vatFormat',
      'recipient.company': 'validation.required',
      'recipient.vatId': 'validation.vatRequired',
    });
  });

  it('is refused to a sub-account (403 MAIN_ACCOUNT_ONLY), nothing saved', async () => {
    const main = await buildUser(t.db, { plan: 'starter' });
    const sub = await buildUser(t.db, { mainAccountId: main.user.id });
    expect((await call(t.app, 'GET', 'account/billing', { token: sub.token })).statusCode).toBe(403);
    const put = await call(t.app, 'PUT', 'account/billing', {
      token: sub.token,
      body: { beneficiary: party, sameAsBeneficiary: true, version: 0 },
    });
    expect(put.statusCode).toBe(403);
    expect(errorKeyOf(put)).toBe('MAIN_ACCOUNT_ONLY');
    expect(ok(await call(t.app, 'GET', 'account/billing', { token: main.token })).billing.version).toBe(0);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', 'account/billing')).statusCode).toBe(401);
  });
});
