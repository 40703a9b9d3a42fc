import { LANGUAGES } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, fillPlaceholders, linksOf, renderMail } from './render.js';

const link = 'http://foyer.test/confirm-registration/?token=abc_DEF-123';

describe('renderMail', () => {
  for (const template of MAIL_TEMPLATES) {
    for (const language of LANGUAGES) {
      it(`renders ${template} in ${language} with the link in html and text`, () => {
        const mail = renderMail(template, language, { name: 'Ada', link });
        expect(mail.subject.length).toBeGreaterThan(3);
        expect(mail.html).toContain(`href="${link}"`);
        expect(mail.html).toContain(`lang="${language}"`);
        expect(linksOf(mail.text)).toEqual([link]);
        expect(mail.text).toContain('Ada');
      });
    }
  }

  it('writes each language in its own words', () => {
    const subjects = LANGUAGES.map((l) => renderMail('confirmation', l, { link }).subject);
    expect(new Set(subjects).size).toBe(LANGUAGES.length);
    expect(renderMail('passwordReset', 'de', { link }).subject).toContain('Passwort');
  });

  it('falls back to English without a language', () => {
    expect(renderMail('welcome', undefined, { link }).subject).toBe(
      renderMail('welcome', 'en', { link }).subject,
    );
  });

  it('escapes values in html', () => {
    const mail = renderMail('welcome', 'en', { name: '<b>"Eve"</b>', link: 'http://x.test/?a=1&b=2' });
    expect(mail.html).not.toContain('<b>"Eve"');
    expect(mail.html).toContain('&lt;b&gt;&quot;Eve&quot;&lt;/b&gt;');
    expect(mail.html).toContain('href="http://x.test/?a=1&amp;b=2"');
  });
});

describe('linksOf', () => {
  it('takes a link out of the brackets a plain part made from html puts it in', () => {
    expect(linksOf(`Unsubscribe [${link}]\nEnter [https://foyer.test/v/abc?x=1]`)).toEqual([
      link,
      'https://foyer.test/v/abc?x=1',
    ]);
  });
});

describe('fillPlaceholders', () => {
  it('fills known names once, encoded, and leaves others and values as written', () => {
    const filled = fillPlaceholders(
      'Hi {{ FirstName }} {{other}}',
      { firstname: '<{{lastname}}>', lastname: 'x' },
      (s) => s.replace(/</g, '&lt;'),
    );
    expect(filled).toBe('Hi &lt;{{lastname}}> {{other}}');
  });
});
