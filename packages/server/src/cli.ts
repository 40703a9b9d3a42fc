import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PLANS, type Plan, emailField, planOf, requiredText, userStatusOf } from '@foyer/shared';
import { loadConfig } from './config.js';
import type { Deps } from './context.js';
import { type Database, dbOptionsFromConfig, openDb } from './db/client.js';
import { isAppError } from './errors.js';
import * as authService from './modules/auth/auth.service.js';
import * as signupService from './modules/signup/signup.service.js';
import * as subscriptionService from './modules/subscription/subscription.service.js';
import * as teamService from './modules/team/team.service.js';
import * as usersService from './modules/users/users.service.js';

const HELP = `Usage: npm run foyer -- <command> [options]

Commands:
  user:create --email E --password P --first-name F --last-name L --company C [--plan free|starter|business]
      Creates a confirmed, complete main account.
  user:plan --email E --plan free|starter|business
      Sets the plan of a user.
  user:list
      Lists the users.
  user:login-link --email E
      Prints a single-use login link (valid 15 minutes).
  subaccount:add --main E --email E --first-name F --last-name L [--role R]
      Invites a sub-account of the main account E (within its plan's limit), queues the
      invitation mail and prints the invitation link (single use, valid 7 days).
  subaccount:list --main E
      Lists the sub-accounts of the main account E.
  invoice:paid --number YYYY-NNNNNN
      Marks the invoice with this number paid (today).
  subscription:end-due
      Runs the subscriptions' clock once, as the 15-minute job does: renews invoice subscriptions at
      their period end, reminds of overdue invoices and ends those unpaid 14 days after, ends
      cancelled periods and trials that are over (their accounts fall back to free).
  help
      Shows this text.

Uses DATABASE_URL when set, else the PGlite database under DATA_DIR (default ./data).`;

const REASONS: Record<string, string> = {
  EMAIL_IS_IN_BLACK_LIST: 'free-mail addresses are not accepted; use a business email address',
  PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS:
    'the password needs at least 8 characters, a capital letter and a digit or special character',
  REGISTRATION_EMAIL_ALREADY_EXISTS: 'a user with this email already exists',
  PREMIUM_REQUIRED: "the main account's plan allows no more sub-accounts",
  MAIN_ACCOUNT_ONLY: '--main is a sub-account, not a main account',
  VALIDATION_FAILED: 'a user with this email already exists',
};

export type CliIo = {
  env: Record<string, string | undefined>;
  out: (s: string) => void;
  err: (s: string) => void;
  /** An open, migrated database to use instead of opening the configured one (kept open after). */
  database?: Database;
};

class UsageError extends Error {}

function need(values: Record<string, string | boolean | undefined>, name: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v.trim() === '') throw new UsageError(`--${name} is required`);
  return v;
}

function parsePlan(value: string | undefined): Plan {
  const plan = value ?? 'free';
  if (!(PLANS as readonly string[]).includes(plan))
    throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
  return plan as Plan;
}

function parseEmail(value: string): string {
  const r = emailField.safeParse(value);
  if (!r.success) throw new UsageError(`--email is not a valid email address: ${value}`);
  return r.data;
}

function parseText(name: string, value: string): string {
  const r = requiredText(200).safeParse(value);
  if (!r.success) throw new UsageError(`--${name} must be 1 to 200 characters`);
  return r.data;
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The main account with this email. Throws UsageError. */
async function mainAccountOf(deps: Deps, email: string) {
  const main = await usersService.findUserByEmail(deps, parseEmail(email));
  if (!main) throw new UsageError(`No user with email ${email}`);
  if (main.mainAccountId) throw new UsageError(`${email} is a sub-account, not a main account`);
  return main;
}

/** Runs one CLI command; answers the exit code. */
export async function run(argv: string[], io: CliIo = defaultIo()): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    io.out(HELP);
    return command ? 0 : 1;
  }
  let config: ReturnType<typeof loadConfig>;
  let values: Record<string, string | boolean | undefined>;
  try {
    config = loadConfig(io.env);
    ({ values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        company: { type: 'string' },
        plan: { type: 'string' },
        main: { type: 'string' },
        role: { type: 'string' },
        number: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    io.err((e as Error).message);
    return 1;
  }
  const COMMANDS = [
    'user:create',
    'user:plan',
    'user:list',
    'user:login-link',
    'subaccount:add',
    'subaccount:list',
    'invoice:paid',
    'subscription:end-due',
  ];
  if (!COMMANDS.includes(command)) {
    io.err(`Unknown command: ${command}\n\n${HELP}`);
    return 1;
  }

  const database = io.database ?? (await openDb(dbOptionsFromConfig(config)));
  try {
    if (!io.database) await database.migrate();
    const deps: Deps = { db: database.db, publicUrl: config.publicUrl, billing: config.billing };
    switch (command) {
      case 'user:create': {
        const user = await signupService.createCompleteAccount(deps, {
          email: parseEmail(need(values, 'email')),
          password: need(values, 'password'),
          firstName: parseText('first-name', need(values, 'first-name')),
          lastName: parseText('last-name', need(values, 'last-name')),
          company: parseText('company', need(values, 'company')),
          plan: parsePlan(values.plan as string | undefined),
        });
        io.out(`Created ${user.email} (${user.plan}).`);
        return 0;
      }
      case 'user:plan': {
        const user = await usersService.setPlan(
          deps,
          parseEmail(need(values, 'email')),
          parsePlan(need(values, 'plan')),
        );
        io.out(`${user.email} is now on the ${user.plan} plan.`);
        return 0;
      }
      case 'user:list': {
        const users = await usersService.listUsers(deps);
        const rows = [
          ['EMAIL', 'NAME', 'PLAN', 'STATE', 'CREATED'],
          ...users.map((u) => [
            u.email,
            `${u.firstName} ${u.lastName}`.trim() || '-',
            planOf(u),
            userStatusOf(u),
            u.createdAt.toISOString().slice(0, 16).replace('T', ' '),
          ]),
        ];
        io.out(users.length ? table(rows) : 'No users.');
        return 0;
      }
      case 'subaccount:add': {
        const main = await mainAccountOf(deps, need(values, 'main'));
        const role = typeof values.role === 'string' ? values.role.trim() : '';
        if (role.length > 200) throw new UsageError('--role must be at most 200 characters');
        const { subAccount, link } = await teamService.addSubAccount(deps, main.id, {
          email: parseEmail(need(values, 'email')),
          firstName: parseText('first-name', need(values, 'first-name')),
          lastName: parseText('last-name', need(values, 'last-name')),
          roleDescription: role,
        });
        io.out(
          `Invited ${subAccount.email} to ${main.email}'s team. Invitation link (single use, 7 days):\n${link}`,
        );
        return 0;
      }
      case 'subaccount:list': {
        const main = await mainAccountOf(deps, need(values, 'main'));
        const team = await teamService.listTeam(deps, main.id);
        const rows = [
          ['EMAIL', 'NAME', 'ROLE', 'STATUS', 'LAST LOGIN'],
          ...team.subAccounts.map((s) => [
            s.email,
            `${s.firstName} ${s.lastName}`.trim() || '-',
            s.roleDescription || '-',
            s.status,
            s.lastLoginAt ? s.lastLoginAt.slice(0, 16).replace('T', ' ') : '-',
          ]),
        ];
        const summary = `${team.subAccounts.length} of ${team.limit} sub-accounts (${team.left} left).`;
        io.out(team.subAccounts.length ? `${table(rows)}\n${summary}` : `No sub-accounts. ${summary}`);
        return 0;
      }
      case 'invoice:paid': {
        const number = need(values, 'number').trim();
        if (!/^\d{4}-\d{6}$/.test(number))
          throw new UsageError(`--number must look like 2026-000001, not ${number}`);
        const { invoice, alreadyPaid } = await subscriptionService
          .markInvoicePaid(deps, number)
          .catch((e: unknown) => {
            // Its own words (no such number, a void invoice), not the shared REASONS of other commands.
            throw isAppError(e) && e.details.message ? new UsageError(e.details.message) : e;
          });
        const paidOn = invoice.paidAt?.slice(0, 10) ?? '-';
        io.out(
          alreadyPaid
            ? `Invoice ${invoice.number} was already paid on ${paidOn}; nothing changed.`
            : `Invoice ${invoice.number} is marked paid on ${paidOn}.`,
        );
        return 0;
      }
      case 'subscription:end-due': {
        const done = await subscriptionService.advanceSubscriptions(deps);
        io.out(
          `Renewed ${done.renewed}, reminded of ${done.reminded} overdue invoice(s), ended ${done.endedUnpaid} unpaid and ${done.ended} at their period end.`,
        );
        return 0;
      }
      default: {
        const token = await authService.createLoginToken(deps, parseEmail(need(values, 'email')));
        io.out(`${config.publicUrl}/events/list?st=${encodeURIComponent(token)}`);
        return 0;
      }
    }
  } catch (e) {
    if (e instanceof UsageError) io.err(e.message);
    else if (isAppError(e)) io.err(`Refused: ${REASONS[e.code] ?? e.details.message ?? e.code}`);
    else io.err(`Failed: ${(e as Error).message}`);
    return 1;
  } finally {
    if (!io.database) await database.close();
  }
}

function defaultIo(): CliIo {
  return { env: process.env, out: (s) => console.log(s), err: (s) => console.error(s) };
}

const isMain = (() => {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();
if (isMain) process.exitCode = await run(process.argv.slice(2));
