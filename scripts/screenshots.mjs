#!/usr/bin/env node
// The README's screenshots of what visitors see (docs/screenshots/): the registration page, the
// confirmation mail (its html) and the venue, on a desktop and a 390 px phone, in English and
// German, from a conference event of the guided setup. After `npm run build`:
//
//   node scripts/screenshots.mjs          (SHOT_DIR to write elsewhere, SHOT_PORT, CHROMIUM_PATH)
//
// It makes two organisers with the operator command line on a new data folder, starts the product
// there in development mode (its dev mailbox holds the mails), takes the pictures and stops it.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.SHOT_PORT ?? 3311);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-shots-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  PUBLIC_URL: base,
  JANUS_AUTOSTART: 'false',
  NODE_ENV: 'development',
};
const out = process.env.SHOT_DIR ?? join(root, 'docs/screenshots');
const password = 'Secret-pass1';
const SIZES = {
  desktop: { width: 1280, height: 860 },
  phone: { width: 390, height: 844 },
};
const NAMES = { en: 'Pier Summit 2031', de: 'Hafengipfel 2031' };

async function api(method, path, body, token) {
  const response = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authToken: token } : {}) },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`${method} ${path}: ${JSON.stringify(envelope)}`);
  return envelope.results;
}

/** An organiser in `language` on the business plan, made before the server opens the database. */
function makeOrganiser(language) {
  const email = `ada.${language}@acme-events.com`;
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/server/src/cli.ts',
      'user:create',
      '--email',
      email,
      '--password',
      password,
      '--first-name',
      'Ada',
      '--last-name',
      'Lovelace',
      '--company',
      'Acme Events',
      '--plan',
      'business',
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  return email;
}

/** Logged in, with the account's language set. */
async function login(email, language) {
  const token = (await api('POST', 'auth/login', { email, password })).authToken;
  await api('PUT', 'user/language', { language }, token);
  return token;
}

/** Starts the product on the data folder; resolves once it answers. */
async function startServer() {
  const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: 'ignore' });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/v1/openapi.json`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

/** A conference event of the guided setup with a dated page in Lora, open; its page code. */
async function conference(token, language) {
  const { eventId } = await api(
    'POST',
    'events/kickstarter',
    {
      name: NAMES[language],
      eventType: 'conference',
      date: '2031-06-12',
      startTime: '09:00',
      timeZone: 'Europe/Berlin',
      videoPresentations: true,
      booths: true,
      boothCount: 3,
      themeId: 'modern',
    },
    token,
  );
  const { page } = await api('GET', `events/${eventId}/regpage`, undefined, token);
  const { eventId: _e, headerImageUrl: _h, backgroundImageUrl: _b, updatedAt: _u, ...fields } = page;
  await api('PUT', `events/${eventId}/regpage`, { ...fields, font: 'lora' }, token);
  const { event } = await api('GET', `events/${eventId}`, undefined, token);
  await api('PUT', `events/${eventId}/settings`, { open: true, version: event.version }, token);
  return event.pageCode;
}

/** Registers a visitor answering every required field; answers their confirmation mail. */
async function register(pageCode) {
  const { fields } = await api('GET', `public/regpage/${pageCode}`);
  const answers = Object.fromEntries(
    fields
      .filter((f) => f.required)
      .map((f) => [f.id, f.options?.length ? f.options[0].value : 'Analytical Engines Ltd']),
  );
  const email = `grace.${Date.now().toString(36)}@example.com`;
  await api('POST', `public/regpage/${pageCode}/register`, {
    email,
    firstName: 'Grace',
    lastName: 'Hopper',
    termsAccepted: true,
    answers,
  });
  for (let i = 0; i < 50; i++) {
    const { messages } = await (
      await fetch(`${base}/dev/mailbox/messages?to=${encodeURIComponent(email)}`)
    ).json();
    if (messages.length > 0) return messages[0];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${email}`);
}

mkdirSync(out, { recursive: true });
const emails = { en: makeOrganiser('en'), de: makeOrganiser('de') };
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const language of ['en', 'de']) {
    const token = await login(emails[language], language);
    const pageCode = await conference(token, language);
    const mail = await register(pageCode);
    const link = mail.links.find((l) => l.includes(`/r/${pageCode}/confirm`));
    const visitorToken = new URL(link).searchParams.get('token');
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, locale: language, hasTouch: size === 'phone' });
      const page = await context.newPage();
      await page.goto(`${base}/r/${pageCode}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(out, `regpage-${size}-${language}.png`), fullPage: true });

      await page.setContent(mail.html, { waitUntil: 'load' });
      await page.screenshot({ path: join(out, `mail-${size}-${language}.png`), fullPage: true });

      await page.goto(`${base}/v/${pageCode}?token=${visitorToken}`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: join(out, `venue-${size}-${language}.png`) });
      await context.close();
      console.log(`${language} ${size}: regpage, mail, venue`);
    }
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
