/**
 * Fails when a locale file lacks a key that English has, has one English lacks, or leaves a
 * value empty. Every `*.json` under locales/en/ is compared with the same file of de, es and fr.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../src/i18n.js';

const root = join(import.meta.dirname, '..', 'locales');

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
    }
  } else out.set(prefix, value);
  return out;
}

const problems: string[] = [];
for (const file of readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'))) {
  const en = flatten(JSON.parse(readFileSync(join(root, 'en', file), 'utf8')));
  for (const lang of LANGUAGES) {
    let other: Map<string, unknown>;
    try {
      other = flatten(JSON.parse(readFileSync(join(root, lang, file), 'utf8')));
    } catch (e) {
      problems.push(`${lang}/${file}: cannot be read (${(e as Error).message})`);
      continue;
    }
    for (const key of en.keys()) {
      if (!other.has(key)) problems.push(`${lang}/${file}: missing ${key}`);
      else if (typeof other.get(key) !== 'string' || other.get(key) === '')
        problems.push(`${lang}/${file}: empty ${key}`);
    }
    for (const key of other.keys())
      if (!en.has(key)) problems.push(`${lang}/${file}: ${key} is not in English`);
  }
}
if (problems.length) {
  console.error(`Locale check failed:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Locales complete in', LANGUAGES.join(', '));
