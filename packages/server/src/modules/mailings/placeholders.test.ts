import { describe, expect, it } from 'vitest';
import { type PlaceholderValues, clickToken, clicksOf, personalise, trackedLinks } from './placeholders.js';

const VALUES: PlaceholderValues = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  unsubscribe: 'https://foyer.test/unsubscribe/t',
  venuelink: 'https://foyer.test/r/expo/confirm?token=p',
  eventname: 'Expo',
  eventstart: '1 May 2027',
};

const clickUrl = (n: number) => `https://foyer.test/c/${n}`;
const mailing = (html: string) => ({ subject: 'Hi {{firstname}}', html, text: 'Plain https://a.example' });

describe('personalise with counted links', () => {
  it('rewrites web links by their number and leaves hostile, mail and placeholder links alone', () => {
    const html = [
      '<a href="https://a.example/x?b=1&amp;c=2">A</a>',
      '<a href="javascript:alert(1)">J</a>',
      '<a href="JavaScript:alert(1)//https://b.example">J2</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD4=">D</a>',
      '<a href="mailto:x@example.com">M</a>',
      '<a href="{{unsubscribe}}">U</a>',
      '<a href="https://b.example/?who={{firstname}}">P</a>',
      '<a title="x" href="HTTP://c.example">C</a>',
    ].join(' ');
    const out = personalise(mailing(html), VALUES, { clickUrl });
    expect(out.html).toBe(
      [
        '<a href="https://foyer.test/c/0">A</a>',
        '<a href="javascript:alert(1)">J</a>',
        '<a href="JavaScript:alert(1)//https://b.example">J2</a>',
        '<a href="data:text/html;base64,PHNjcmlwdD4=">D</a>',
        '<a href="mailto:x@example.com">M</a>',
        '<a href="https://foyer.test/unsubscribe/t">U</a>',
        '<a href="https://b.example/?who=Ada">P</a>',
        '<a title="x" href="https://foyer.test/c/1">C</a>',
      ].join(' '),
    );
    expect(trackedLinks(html)).toEqual(['https://a.example/x?b=1&c=2', 'HTTP://c.example']);
    expect(out.text).toBe('Plain https://a.example');
  });

  it('lets no value add a counted link: values go in after the links are rewritten, escaped', () => {
    const hostile = { ...VALUES, firstname: '<a href="https://evil.example">x</a>' };
    const out = personalise(mailing('<p>{{firstname}}</p><a href="https://a.example">A</a>'), hostile, {
      clickUrl,
    });
    expect(out.html).toBe(
      '<p>&lt;a href=&quot;https://evil.example&quot;&gt;x&lt;/a&gt;</p><a href="https://foyer.test/c/0">A</a>',
    );
  });

  it('leaves every link as written without a click URL, or when the mailing does not count clicks', () => {
    const html = '<a href="https://a.example">A</a>';
    expect(personalise(mailing(html), VALUES).html).toBe(html);
    expect(clicksOf('https://foyer.test', { trackClicks: false }, 'id', 'token')).toEqual({});
    const { clickUrl: url } = clicksOf('https://foyer.test', { trackClicks: true }, 'id', 'token');
    expect(url?.(3)).toBe(`https://foyer.test/api/v1/public/mailings/click/${clickToken('id', 'token')}/3`);
  });

  it('signs click tokens with the unsubscribe token, never showing it', () => {
    const token = clickToken('d1', 'd1.secret');
    expect(token).toMatch(/^d1\.[\w-]{32}$/);
    expect(token).not.toContain('secret');
    expect(clickToken('d1', 'd1.other')).not.toBe(token);
    expect(clickToken('d2', 'd1.secret')).not.toBe(token);
  });
});
