import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BUSINESS_ORGANISER } from './e2e/accounts';

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://localhost:${port}`;
// A fresh embedded database per run: the journeys sign up new people every time.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'foyer-e2e-'));

// The business organiser of the team journey, created (or, in a reused E2E_DATA_DIR, set to the
// business plan) by the operator command line on the same database before the server starts.
const cli = 'node --import tsx ../../packages/server/src/cli.ts';
const { email, password } = BUSINESS_ORGANISER;
const seedBusiness =
  `(${cli} user:create --email ${email} --password '${password}' --first-name Ada --last-name Lovelace` +
  ` --company 'Analytical Engines Ltd' --plan business > /dev/null 2>&1` +
  ` || ${cli} user:plan --email ${email} --plan business)`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Two on two cores. Three were faster on an earlier machine (3.8 min for 35 journeys against 4.4),
  // but on a paravirtualised one, where Chromium's pages and requests cost far more CPU, 42 journeys
  // took 8.7 min on two and 10.2 on three, with two journeys past their time. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: true,
  retries: 0,
  // Two minutes: a journey opens several browsers' pages, and on two shared cores of a paravirtualised
  // machine a new page costs half a second of CPU and each of its ~60 requests some milliseconds more
  // (measured); journeys side by side stretched a 15 s one past a minute there.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // Tracing every journey costs a third of the run on 2 cores; a failure keeps its screenshot, and
    // E2E_TRACE=retain-on-failure records traces when one is needed to debug.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `${seedBusiness} && exec node ../../scripts/start.mjs`,
    url: `${baseURL}/api/v1/openapi.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      // New organisers start on free, as the journeys of the plan limits expect; the trial has API tests.
      TRIAL_DAYS: '0',
      // Video has its own journey (playwright.video.config.ts); these need no Janus.
      JANUS_AUTOSTART: 'false',
    },
  },
});
