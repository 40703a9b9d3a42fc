import { contrastRatio } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { type BrandedMailParts, brandedMail, readableTextOn, renderBrandedMail } from './layout.js';

const parts: BrandedMailParts = {
  language: 'de',
  title: 'Sommerfest 2027',
  logoUrl: 'https://foyer.test/files/logo.png',
  mainColor: '#0b5fff',
  dateLine: '12. Mai 2027 um 09:00 Europe/Berlin (UTC+02:00)',
  contentHtml:
    '<p>Hallo Ada,</p><p><a href="https://foyer.test/api/v1/public/mailings/click/t/0">Programm</a></p>',
  button: { label: 'Anmeldung bestätigen', url: 'https://foyer.test/r/abc/confirm?token=x&y=1' },
  footerHtml: '<a href="https://foyer.test/unsubscribe/tok">Abmelden</a>',
};

describe('brandedMail', () => {
  it('renders a responsive mail with lang, logo, date, content, button and footer, without MJML errors', () => {
    const { html, errors } = renderBrandedMail(parts);
    expect(errors).toEqual([]);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toMatch(/<img[^>]*alt="Sommerfest 2027"[^>]*src="https:\/\/foyer\.test\/files\/logo\.png"/);
    expect(html).toContain('12. Mai 2027 um 09:00 Europe/Berlin (UTC+02:00)');
    expect(html).toContain(parts.contentHtml);
    expect(html).toContain('href="https://foyer.test/r/abc/confirm?token=x&amp;y=1"');
    expect(html).toContain('Anmeldung bestätigen');
    expect(html).toContain(parts.footerHtml);
    // Inline styles (the main colour on the button and the band) and a mobile breakpoint.
    expect(html).toMatch(/style="[^"]*background:#0b5fff/);
    expect(html).toContain('@media only screen and (min-width:480px)');
    // The preheader (hidden preview text) is the date line.
    expect(html).toMatch(/display:none[^>]*>12\. Mai 2027/);
  });

  it('escapes every value that is not content html', () => {
    const hostile = '<script>alert(1)</script>"';
    const { html, errors } = renderBrandedMail({
      ...parts,
      language: 'en" onload="x',
      title: hostile,
      dateLine: hostile,
      logoUrl: 'https://x.test/a.png" onerror="alert(1)',
      button: { label: hostile, url: 'https://x.test/?a="><script>' },
      footerHtml: null,
    });
    expect(errors).toEqual([]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('" onerror="');
    expect(html).not.toContain('" onload="');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves out the logo, the button and the footer when there are none', () => {
    const html = brandedMail({ ...parts, logoUrl: null, button: null, footerHtml: null, dateLine: null });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('foyer.test/r/abc');
    expect(html).not.toContain('Abmelden');
    expect(html).toContain('Sommerfest 2027');
  });

  it('fills each recipient in the same layout', () => {
    const a = brandedMail({
      ...parts,
      contentHtml: '<p>Ada</p>',
      button: { label: 'Go', url: 'https://a.test/1' },
    });
    const b = brandedMail({
      ...parts,
      contentHtml: '<p>Bob</p>',
      button: { label: 'Go', url: 'https://a.test/2' },
    });
    expect(a).toContain('<p>Ada</p>');
    expect(a).toContain('href="https://a.test/1"');
    expect(b).toContain('<p>Bob</p>');
    expect(b).toContain('href="https://a.test/2"');
    expect(b).not.toContain('Ada');
    expect(a.replace('Ada', 'Bob').replace('a.test/1', 'a.test/2')).toBe(b);
  });

  it('does not expand a stand-in written in the content', () => {
    const html = brandedMail({ ...parts, contentHtml: '<p>$& $1 {{authurl}}</p>' });
    expect(html).toContain('<p>$& $1 {{authurl}}</p>');
  });
});

describe('readableTextOn', () => {
  it('chooses white on dark colours and black on light ones', () => {
    expect(readableTextOn('#0b1f66')).toBe('#ffffff');
    expect(readableTextOn('#ffe14d')).toBe('#000000');
    expect(readableTextOn('#fff')).toBe('#000000');
  });

  it("keeps the event's text colour when it reads on the main colour, and not otherwise", () => {
    expect(readableTextOn('#0b1f66', '#ffe14d')).toBe('#ffe14d');
    expect(readableTextOn('#ffe14d', '#ffffff')).toBe('#000000');
  });

  it('gives every button text at least AA contrast', () => {
    for (const bg of ['#000000', '#777777', '#808080', '#2563eb', '#ff0000', '#00ff00', '#ffffff']) {
      expect(contrastRatio(bg, readableTextOn(bg))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
