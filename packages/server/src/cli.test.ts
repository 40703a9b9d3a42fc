import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPgDatabase } from '../test/db.js';
import { run } from './cli.js';
import { type Database, dbOptionsFromConfig, openDb } from './db/client.js';
import { saveBilling } from './modules/account/account.service.js';
import * as subscriptionService from './modules/subscription/subscription.service.js';
import { updateSubscription } from './modules/subscription/subscription.repository.js';
import { findUserByEmail } from './modules/users/users.service.js';

let dataDir: string;
/** With DATABASE_URL the CLI runs on a fresh PostgreSQL database, else on a fresh PGlite DATA_DIR. */
let pgDb: Awaited<ReturnType<typeof createEmptyPgDatabase>>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foyer-cli-'));
  pgDb = await createEmptyPgDatabase();
});
afterAll(async () => {
  await shared?.close();
  await pgDb?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * The database the commands after the first share: the first command opens and migrates the fresh
 * database as `foyer` does; opening it again for each command would only cost a second each.
 */
let shared: Database | undefined;

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const env = { DATA_DIR: dataDir, PUBLIC_URL: 'http://foyer.test', DATABASE_URL: pgDb?.url };
  const code = await run(argv, { env, out: (s) => out.push(s), err: (s) => err.push(s), database: shared });
  shared ??= await openDb(dbOptionsFromConfig({ dataDir, databaseUrl: pgDb?.url }));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const create = [
  '--password',
  'Cli-pass1',
  '--first-name',
  'Cleo',
  '--last-name',
  'Line',
  '--company',
  'Acme',
];

describe('foyer CLI on a fresh database', () => {
  it('creates a complete account, changes its plan, lists it and prints a login link', {
    timeout: 60_000,
  }, async () => {
    const created = await cli(
      'user:create',
      '--email',
      'Cleo@Acme-Events.com',
      ...create,
      '--plan',
      'starter',
    );
    expect(created).toMatchObject({ code: 0, err: '' });
    expect(created.out).toContain('cleo@acme-events.com');

    const plan = await cli('user:plan', '--email', 'cleo@acme-events.com', '--plan', 'business');
    expect(plan.code).toBe(0);
    expect(plan.out).toContain('business');

    const list = await cli('user:list');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/EMAIL\s+NAME\s+PLAN\s+STATE\s+CREATED/);
    expect(list.out).toMatch(/cleo@acme-events\.com\s+Cleo Line\s+business\s+LOGGED_IN/);

    const link = await cli('user:login-link', '--email', 'cleo@acme-events.com');
    expect(link.code).toBe(0);
    expect(link.out).toMatch(/^http:\/\/foyer\.test\/events\/list\?st=[\w-]{43}$/);

    const refusals = [
      await cli('user:create', '--email', 'CLEO@acme-events.com', ...create),
      await cli('user:create', '--email', 'someone@gmail.com', ...create),
      await cli('user:create', '--email', 'weak@acme-events.com', ...create.slice(2), '--password', 'weak'),
      await cli('user:create', '--email', 'x@acme-events.com'),
      await cli('user:plan', '--email', 'cleo@acme-events.com', '--plan', 'gold'),
      await cli('user:login-link', '--email', 'nobody@acme-events.com'),
      await cli('user:nope'),
    ];
    expect(refusals.map((r) => r.code)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(refusals[0].err).toMatch(/already exists/);
    expect(refusals[1].err).toMatch(/free-mail/);
    expect(refusals[2].err).toMatch(/password/);
    expect(refusals[3].err).toMatch(/--password is required/);
    expect((await cli('user:list')).out.split('\n')).toHaveLength(2);
  });

  it('invites sub-accounts within the plan and lists them', { timeout: 60_000 }, async () => {
    expect(
      (await cli('user:create', '--email', 'ada@acme-events.com', ...create, '--plan', 'starter')).code,
    ).toBe(0);
    const member = ['--first-name', 'Bob', '--last-name', 'Byte'];
    const added = await cli(
      'subaccount:add',
      '--main',
      'ada@acme-events.com',
      '--email',
      'bob@acme-events.com',
      ...member,
      '--role',
      'Booth manager',
    );
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toMatch(/^http:\/\/foyer\.test\/invitation\?token=[\w-]{43}$/m);
    expect(
      (
        await cli(
          'subaccount:add',
          '--main',
          'ada@acme-events.com',
          '--email',
          'eve@acme-events.com',
          ...member,
        )
      ).code,
    ).toBe(0);

    const list = await cli('subaccount:list', '--main', 'ada@acme-events.com');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/EMAIL\s+NAME\s+ROLE\s+STATUS\s+LAST LOGIN/);
    expect(list.out).toMatch(/bob@acme-events\.com\s+Bob Byte\s+Booth manager\s+invited\s+-/);
    expect(list.out).toContain('2 of 2 sub-accounts (0 left).');

    const refusals = [
      await cli(
        'subaccount:add',
        '--main',
        'ada@acme-events.com',
        '--email',
        'kim@acme-events.com',
        ...member,
      ),
      await cli(
        'subaccount:add',
        '--main',
        'bob@acme-events.com',
        '--email',
        'kim@acme-events.com',
        ...member,
      ),
      await cli(
        'subaccount:add',
        '--main',
        'nobody@acme-events.com',
        '--email',
        'kim@acme-events.com',
        ...member,
      ),
      await cli('subaccount:add', '--main', 'ada@acme-events.com', '--email', 'kim@acme-events.com'),
      await cli('subaccount:list'),
    ];
    expect(refusals.map((r) => r.code)).toEqual([1, 1, 1, 1, 1]);
    expect(refusals[0]!.err).toMatch(/allows no more sub-accounts/);
    expect(refusals[1]!.err).toMatch(/is a sub-account/);
    expect(refusals[2]!.err).toMatch(/No user/);
    expect(refusals[3]!.err).toMatch(/--first-name is required/);
    expect(refusals[4]!.err).toMatch(/--main is required/);
  });

  it('marks an invoice paid by its number and ends subscriptions whose period is over', {
    timeout: 60_000,
  }, async () => {
    expect(
      (await cli('user:create', '--email', 'ivo@acme-events.com', ...create, '--plan', 'free')).code,
    ).toBe(0);
    // A paid checkout, cancelled, whose period is over: made through the services on the CLI's database.
    const database = shared!;
    const deps = { db: database.db, publicUrl: 'http://foyer.test' };
    const account = (await findUserByEmail(deps, 'ivo@acme-events.com'))!;
    await saveBilling(deps, account, {
      beneficiary: {
        company: 'Acme',
        address1: 'Hauptstraße 1',
        zip: '10115',
        country: 'DE',
        vatId: 'DE123456789',
      },
      sameAsBeneficiary: true,
      recipient: undefined,
      version: 0,
    });
    const { subscriptionId } = await subscriptionService.startCheckout(
      deps,
      account.id,
      'starter-monthly-eur',
    );
    await subscriptionService.pay(deps, account.id, account, subscriptionId, 'invoice');
    await subscriptionService.cancel(deps, account.id, account.id);
    await updateSubscription(database.db, subscriptionId, {
      currentPeriodEnd: new Date(Date.now() - 1000),
    });
    const number = (await subscriptionService.getSubscription(deps, account)).invoices[0]!.number;

    const paid = await cli('invoice:paid', '--number', number);
    expect(paid).toMatchObject({ code: 0, err: '' });
    expect(paid.out).toBe(`Invoice ${number} is marked paid on ${new Date().toISOString().slice(0, 10)}.`);
    expect((await cli('invoice:paid', '--number', number)).out).toMatch(/already paid/);
    const unknown = await cli('invoice:paid', '--number', '1999-000001');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe('No invoice with number 1999-000001');
    const bad = await cli('invoice:paid', '--number', '42');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/--number must look like 2026-000001/);
    expect((await cli('invoice:paid')).err).toMatch(/--number is required/);

    expect((await cli('user:list')).out).toMatch(/ivo@acme-events\.com\s+Cleo Line\s+starter/);
    const ended = await cli('subscription:end-due');
    expect(ended).toMatchObject({
      code: 0,
      out: 'Renewed 0, reminded of 0 overdue invoice(s), ended 0 unpaid and 1 at their period end.',
    });
    expect((await cli('subscription:end-due')).out).toBe(
      'Renewed 0, reminded of 0 overdue invoice(s), ended 0 unpaid and 0 at their period end.',
    );
    expect((await cli('user:list')).out).toMatch(/ivo@acme-events\.com\s+Cleo Line\s+free/);
  });

  it('prints help', async () => {
    const help = await cli('help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('user:login-link');
    expect(help.out).toContain('subaccount:add');
    expect(help.out).toContain('invoice:paid --number');
    expect(help.out).toContain('subscription:end-due');
  });
});
