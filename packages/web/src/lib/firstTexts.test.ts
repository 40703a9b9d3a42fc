import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_MODULES,
  FIRST_TEXT_SECTIONS,
  VENUE_LAZY_MODULES,
  VENUE_MODULES,
  VENUE_TEXT_SECTIONS,
} from './firstTexts';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const allTexts: Record<string, unknown> = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@foyer/shared/locales/en/app.json'), 'utf8'),
);
const SECTIONS = new Set(Object.keys(allTexts));

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(isFile);
}

/** The source files a module brings with it: its static imports of this package, transitively. */
function staticGraph(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((e) => join(webRoot, e));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // `import … from '…'`, `export … from '…'` and `import '…'`; not `import type`, not `import()`.
    for (const m of code.matchAll(
      /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gms,
    )) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

const firstScreenFiles = staticGraph(FIRST_SCREEN_MODULES);
const venueFiles = staticGraph([...VENUE_MODULES, ...VENUE_LAZY_MODULES]);

/** The sections the files name: any string or template that starts with "<section>.". */
function sectionsNamed(files: readonly string[]): Map<string, string> {
  const named = new Map<string, string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    // t('auth.login.title'), t(`nav.${key}`), and keys kept in constants ({ title: 'eventsList.sharedTitle' }).
    for (const m of code.matchAll(/['"`]([A-Za-z]\w*)\.(?=[\w$])/g)) {
      if (SECTIONS.has(m[1]) && !named.has(m[1])) named.set(m[1], relative(webRoot, file));
    }
  }
  return named;
}

describe('the texts that come with the entry (issue 20)', () => {
  it('are sections of the English texts', () => {
    expect(FIRST_TEXT_SECTIONS.filter((s) => !SECTIONS.has(s))).toEqual([]);
  });

  it('cover every section the first screens name, so that none of them ever shows a key', () => {
    const named = sectionsNamed(firstScreenFiles);
    const missing = [...named].filter(([section]) => !FIRST_TEXT_SECTIONS.includes(section));
    expect(missing).toEqual([]);
    // The scan sees the screens: the sections every first screen shows are among those it found.
    for (const section of ['auth', 'eventsList', 'nav', 'shell', 'menu'])
      expect(named.has(section)).toBe(true);
  });

  it("cover with the venue's own every section the venue names", () => {
    const named = sectionsNamed(venueFiles);
    const missing = [...named].filter(
      ([section]) => !FIRST_TEXT_SECTIONS.includes(section) && !VENUE_TEXT_SECTIONS.includes(section),
    );
    expect(missing).toEqual([]);
    for (const section of ['visit', 'visitChat']) expect(named.has(section)).toBe(true);
    expect(VENUE_TEXT_SECTIONS.filter((s) => !SECTIONS.has(s) || FIRST_TEXT_SECTIONS.includes(s))).toEqual(
      [],
    );
  });

  it('know every key the first screens and the venue compute instead of naming it', () => {
    // A t() whose key is not written out: each was read, and its keys are in the sections above.
    const computed = new Set<string>();
    for (const file of new Set([...firstScreenFiles, ...venueFiles])) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/\bt\(\s*([^'"`\s][^,)]*)/g))
        computed.add(`${relative(webRoot, file)}: ${m[1].trim()}`);
    }
    expect([...computed].sort()).toEqual(
      [
        // errors.* (TOAST_KEYS of api/client.ts)
        'src/app/App.tsx: messageKey',
        // errors.NAME_OR_PASSWORD_MISMATCH, errors.RATE_LIMITED
        'src/features/auth/pages/LoginPage.tsx: error.key',
        // the two keys written out in each branch
        "src/features/events/components/EventCard.tsx: event.open ? 'eventsList.open' : 'eventsList.closed'",
        "src/features/events/components/EventCard.tsx: event.open ? 'eventsList.openLabel' : 'eventsList.closedLabel'",
        // eventsList.upgrade* by default, or keys written out by the callers
        'src/features/events/components/UpgradePrompt.tsx: messageKey',
        'src/features/events/components/UpgradePrompt.tsx: titleKey',
        "src/features/events/pages/EventsListPage.tsx: isDisabled ? 'createEvent.limitReached' : 'eventsList.newEventText'",
        // GROUP_KEYS, written out in the same file
        'src/features/venue/RoomList.tsx: GROUP_KEYS[g.kind]',
        // the venue: the shared schemas' messages (validation.*), a send's refusal (visitChat.*, visitDirect.*)
        'src/features/visit/chat/ChatComposer.tsx: invalid',
        'src/features/visit/direct/StaffContact.tsx: directErrorKey(error',
        'src/features/visit/direct/StaffInbox.tsx: directErrorKey(callError',
        "src/features/visit/qa/AskForm.tsx: parsed.error.issues[0]?.message ?? 'validation.invalid'",
        'src/features/visit/qa/PollCreateForm.tsx: i.message',
        "src/features/visit/qa/QuestionItem.tsx: parsed.error.issues[0]?.message ?? 'validation.invalid'",
        // visitTargets.programme.liveStartsAt / livePlanned, written out
        'src/features/visit/targets/viewers/ProgrammeViewer.tsx: isFuture(talk.plannedLiveStart',
        "src/features/visit/targets/viewers/Slideshow.tsx: isPaused ? 'visitTargets.video.play' : 'visitTargets.video.pause'",
        "src/features/venue/useSlotLabel.ts: entry.item.isOpen ? 'venue.slot.doorOpen' : 'venue.slot.doorClosed'",
        "src/ui/QuotaMeter.tsx: level === 'full' ? 'quota.fullHint' : 'quota.nearHint'",
        // the shared schemas' messages and the server's field errors: validation.*, password.*, errors.*
        'src/ui/form/PasswordRules.tsx: rule.key',
        'src/ui/form/fieldError.ts: key',
      ].sort(),
    );
    for (const section of ['errors', 'validation', 'password', 'fields']) {
      expect(FIRST_TEXT_SECTIONS).toContain(section);
    }
  });

  it('are the only ones the screens that do not wait for all the texts rely on', () => {
    // page(…, { texts: 'first' | 'venue' }) does not wait for all the texts: only the modules above.
    const marked = (texts: string) =>
      ['src/app/router.tsx', 'src/app/screens.tsx']
        .flatMap((file) => {
          const code = readFileSync(join(webRoot, file), 'utf8');
          const re = new RegExp(`page\\(\\s*\\(\\) =>\\s*import\\('([^']+)'\\)[^;]*?texts: '${texts}'`, 'gs');
          return [...code.matchAll(re)].map((m) =>
            relative(webRoot, resolveImport(join(webRoot, file), m[1]) ?? m[1]),
          );
        })
        .sort();
    expect(marked('first')).toEqual(FIRST_SCREEN_MODULES.filter((m) => m !== 'src/main.tsx').sort());
    expect(marked('venue')).toEqual([...VENUE_MODULES]);
  });
});
