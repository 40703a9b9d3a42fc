import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import {
  buildElement,
  buildEvent,
  buildParticipant,
  buildRegPage,
  buildUser,
  uniqueEmail,
} from '../../../test/factories.js';
import { call, errorKeyOf, fieldsOf, ok } from '../../../test/http.js';
import { mailSuppressions } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An account with two events, and calls on its mailings. */
async function organiser(plan: 'free' | 'business' = 'business') {
  const { user, token } = await buildUser(t.db, { plan });
  const spring = await buildEvent(t.db, { tenantId: user.id, name: 'Spring fair' });
  const autumn = await buildEvent(t.db, { tenantId: user.id, name: 'Autumn fair' });
  return {
    user,
    token,
    spring,
    autumn,
    create: (body: object) => call(t.app, 'POST', 'mailings', { token, body }),
    recipients: async (body: object) => ok(await call(t.app, 'POST', 'mailings/recipients', { token, body })),
  };
}

const draft = (over: object = {}) => ({
  name: 'Welcome',
  subject: 'See you soon, {{firstname}}',
  html: '<p>Hello {{firstname}} {{lastname}},</p><p><a href="{{venuelink}}">Enter {{eventname}}</a></p><p><a href="{{unsubscribe}}">Unsubscribe</a></p>',
  ...over,
});

describe('writing mailings', () => {
  it('keeps a draft with its html sanitised, placeholders intact, and a plain part made from it', async () => {
    const o = await organiser('free');
    const { mailing } = ok(
      await o.create(
        draft({
          html: '<p onclick="x()">Hi {{firstname}}<script>alert(1)</script></p><p><a href="{{venuelink}}">Enter</a></p>',
          eventIds: [o.spring.id],
        }),
      ),
    );
    expect(mailing).toMatchObject({
      name: 'Welcome',
      status: 'draft',
      html: '<p>Hi {{firstname}}</p><p><a href="{{venuelink}}">Enter</a></p>',
      textIsCustom: false,
      eventIds: [o.spring.id],
      segment: { kind: 'all' },
      progress: null,
      version: 1,
    });
    expect(mailing.text).toBe('Hi {{firstname}}\n\nEnter [{{venuelink}}]');

    const custom = ok(
      await call(t.app, 'PUT', `mailings/${mailing.id}`, {
        token: o.token,
        body: { ...draft(), text: 'Plain {{firstname}}', eventIds: [o.spring.id, o.autumn.id], version: 1 },
      }),
    ).mailing;
    expect(custom).toMatchObject({ text: 'Plain {{firstname}}', textIsCustom: true, version: 2 });
    const stale = await call(t.app, 'PUT', `mailings/${mailing.id}`, {
      token: o.token,
      body: { ...draft(), version: 1 },
    });
    expect(errorKeyOf(stale)).toBe('STALE_VERSION');
  });

  it('refuses a subject that would add a header line, and events not of the account', async () => {
    const o = await organiser();
    const stranger = await organiser();
    expect(fieldsOf(await o.create(draft({ subject: 'Hi\r\nBcc: all@example.com' })))).toEqual({
      subject: 'validation.invalid',
    });
    expect(fieldsOf(await o.create(draft({ eventIds: [stranger.spring.id] })))).toEqual({
      eventIds: 'validation.invalid',
    });
    expect(fieldsOf(await o.create(draft({ eventIds: [o.spring.id, o.spring.id] })))).toEqual({
      eventIds: 'validation.invalid',
    });
  });

  it('lists, searches, duplicates and deletes drafts, each account its own', async () => {
    const o = await organiser();
    const stranger = await organiser();
    const first = ok(await o.create(draft({ name: 'Reminder', subject: 'Tomorrow' }))).mailing;
    ok(await o.create(draft({ name: 'Thanks' })));
    const list = async (token: string, search = '') =>
      ok(await call(t.app, 'GET', `mailings${search ? `?search=${search}` : ''}`, { token })).mailings.map(
        (m: { name: string }) => m.name,
      );
    expect(await list(o.token)).toEqual(['Thanks', 'Reminder']);
    expect(await list(o.token, 'tomor')).toEqual(['Reminder']);
    expect(await list(stranger.token)).toEqual([]);
    expect((await call(t.app, 'GET', `mailings/${first.id}`, { token: stranger.token })).statusCode).toBe(
      404,
    );

    const copy = ok(await call(t.app, 'POST', `mailings/${first.id}/duplicate`, { token: o.token })).mailing;
    expect(copy).toMatchObject({ name: 'Reminder (copy)', subject: 'Tomorrow', status: 'draft', version: 1 });
    ok(await call(t.app, 'DELETE', `mailings/${first.id}`, { token: o.token }));
    expect(await list(o.token)).toEqual(['Reminder (copy)', 'Thanks']);
    expect((await call(t.app, 'DELETE', `mailings/${first.id}`, { token: stranger.token })).statusCode).toBe(
      404,
    );
  });

  it('shows a sub-account with chosen events only the mailings to them', async () => {
    const o = await organiser();
    const sub = await buildUser(t.db, { mainAccountId: o.user.id, eventIds: [o.spring.id] });
    const toSpring = ok(await o.create(draft({ name: 'Spring', eventIds: [o.spring.id] }))).mailing;
    const toBoth = ok(await o.create(draft({ name: 'Both', eventIds: [o.spring.id, o.autumn.id] }))).mailing;
    const names = ok(await call(t.app, 'GET', 'mailings', { token: sub.token })).mailings.map(
      (m: { name: string }) => m.name,
    );
    expect(names).toEqual(['Spring']);
    expect((await call(t.app, 'GET', `mailings/${toBoth.id}`, { token: sub.token })).statusCode).toBe(404);
    ok(await call(t.app, 'GET', `mailings/${toSpring.id}`, { token: sub.token }));
    const res = await call(t.app, 'POST', 'mailings', {
      token: sub.token,
      body: draft({ eventIds: [o.autumn.id] }),
    });
    expect(fieldsOf(res)).toEqual({ eventIds: 'validation.invalid' });
  });
});

describe('recipients', () => {
  it('counts each address once across events, by segment, without unsubscribed or bounced ones', async () => {
    const o = await organiser();
    const role = await buildElement(t.db, {
      event: o.spring,
      element: {
        kind: 'PROFILE_ITEM',
        type: 'select',
        label: 'Role',
        options: [{ value: 'Exhibitor' }, { value: 'Visitor' }],
      },
    });
    const interests = await buildElement(t.db, {
      event: o.autumn,
      element: {
        kind: 'PROFILE_ITEM',
        type: 'checkboxes',
        label: ' role ',
        options: [{ value: 'Exhibitor' }],
      },
    });
    const shared = uniqueEmail('both');
    await buildParticipant(t.db, o.spring, {
      email: shared,
      confirmed: true,
      answers: { [role.element.id]: 'Exhibitor' },
    });
    await buildParticipant(t.db, o.autumn, {
      email: shared.toUpperCase(),
      answers: { [interests.element.id]: ['Exhibitor'] },
    });
    await buildParticipant(t.db, o.spring, { confirmed: true, answers: { [role.element.id]: 'Visitor' } });
    await buildParticipant(t.db, o.autumn);
    const gone = uniqueEmail('gone');
    await buildParticipant(t.db, o.autumn, {
      email: gone,
      answers: { [interests.element.id]: ['Exhibitor'] },
    });
    await t.db.insert(mailSuppressions).values({ tenantId: o.user.id, email: gone, reason: 'unsubscribed' });
    const both = [o.spring.id, o.autumn.id];

    expect(await o.recipients({ eventIds: both })).toEqual({ recipients: 3, suppressed: 1 });
    expect(await o.recipients({ eventIds: [o.spring.id] })).toEqual({ recipients: 2, suppressed: 0 });
    expect(await o.recipients({ eventIds: both, segment: { kind: 'confirmed' } })).toEqual({
      recipients: 2,
      suppressed: 0,
    });
    expect(await o.recipients({ eventIds: both, segment: { kind: 'unconfirmed' } })).toEqual({
      recipients: 2,
      suppressed: 1,
    });
    expect(
      await o.recipients({ eventIds: both, segment: { kind: 'answer', label: 'ROLE', value: 'Exhibitor' } }),
    ).toEqual({ recipients: 1, suppressed: 1 });
    expect(
      await o.recipients({
        eventIds: both,
        segment: { kind: 'answer', label: 'Company', value: 'Exhibitor' },
      }),
    ).toEqual({ recipients: 0, suppressed: 0 });
    const stranger = await organiser();
    const res = await call(t.app, 'POST', 'mailings/recipients', {
      token: stranger.token,
      body: { eventIds: [o.spring.id] },
    });
    expect(fieldsOf(res)).toEqual({ eventIds: 'validation.invalid' });
  });
});

describe('preview', () => {
  it("fills the placeholders with a real participant's values, escaped in the html", async () => {
    const o = await organiser();
    await buildRegPage(t.db, o.spring, { startsAt: '2027-03-14T09:30:00Z', language: 'de' });
    const { participant } = await buildParticipant(t.db, o.spring, {
      firstName: '<img src=x onerror=alert(1)>',
      lastName: '{{unsubscribe}}\r\nBcc: x@example.com',
    });
    const other = (await buildParticipant(t.db, o.autumn, { firstName: 'Bo' })).participant;
    const mailing = ok(
      await o.create(
        draft({
          html: '<p>{{firstname}} {{lastname}} – {{eventname}}, {{eventstart}}</p>',
          eventIds: [o.spring.id],
        }),
      ),
    ).mailing;
    const preview = ok(
      await call(t.app, 'POST', `mailings/${mailing.id}/preview`, { token: o.token, body: {} }),
    );
    expect(preview.participant).toMatchObject({ id: participant.id });
    expect(preview.html).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; {{unsubscribe}}\r\nBcc: x@example.com – Spring fair, 14. März 2027 um 09:30 UTC</p>',
    );
    expect(preview.subject).toBe('See you soon, <img src=x onerror=alert(1)>');
    expect(preview.text).toContain('<img src=x onerror=alert(1)> {{unsubscribe}}');

    const res = await call(t.app, 'POST', `mailings/${mailing.id}/preview`, {
      token: o.token,
      body: { participantId: other.id },
    });
    expect(fieldsOf(res)).toEqual({ participantId: 'validation.invalid' });
  });

  it('uses sample values when the mailing reaches nobody yet', async () => {
    const o = await organiser();
    const mailing = ok(await o.create(draft())).mailing;
    const preview = ok(
      await call(t.app, 'POST', `mailings/${mailing.id}/preview`, { token: o.token, body: {} }),
    );
    expect(preview.participant).toBeNull();
    expect(preview.subject).toBe('See you soon, Ada');
  });
});
