import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPgDatabase } from '../test/db.js';
import { run } from './cli.js';

let dataDir: string;
/** With DATABASE_URL the CLI runs on a fresh PostgreSQL database, else on a fresh PGlite DATA_DIR. */
let pgDb: Awaited<ReturnType<typeof createEmptyPgDatabase>>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foyer-cli-'));
  pgDb = await createEmptyPgDatabase();
});
afterAll(async () => {
  await pgDb?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, {
    env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://foyer.test', DATABASE_URL: pgDb?.url },
    out: (s) => out.push(s),
    err: (s) => err.push(s),
  });
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

  it('prints help', async () => {
    const help = await cli('help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('user:login-link');
    expect(help.out).toContain('subaccount:add');
  });
});
