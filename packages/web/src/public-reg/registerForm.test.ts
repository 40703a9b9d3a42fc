import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './calendar';
import { checkAnswer, initialValues, toRequest, validateRegistration } from './registerForm';
import { parsePublicRoute } from './route';
import { buildItem } from './testData';

describe('profile field rules', () => {
  it('requires a value of a required field of any type', () => {
    for (const type of ['textfield', 'link', 'select', 'file'] as const)
      expect(checkAnswer(buildItem({ id: 'a', type, label: 'A', required: true }), '  ')).toBe(
        'validation.required',
      );
    expect(checkAnswer(buildItem({ id: 'a', type: 'checkbox', label: 'A', required: true }), false)).toBe(
      'validation.required',
    );
    expect(checkAnswer(buildItem({ id: 'a', type: 'checkboxes', label: 'A', required: true }), [])).toBe(
      'validation.required',
    );
    expect(checkAnswer(buildItem({ id: 'a', type: 'textfield', label: 'A' }), '')).toBeNull();
  });

  it('checks links unless the field has a URL template, and options of choices', () => {
    const link = buildItem({ id: 'l', type: 'link', label: 'L' });
    expect(checkAnswer(link, 'acme')).toBe('validation.link');
    expect(checkAnswer(link, 'https://acme.test')).toBeNull();
    expect(checkAnswer({ ...link, urlTemplate: 'https://x.test/{value}' }, 'acme')).toBeNull();
    const options = [{ value: 'A', selected: false }];
    expect(checkAnswer(buildItem({ id: 's', type: 'select', label: 'S', options }), 'B')).toBe(
      'validation.invalid',
    );
    expect(checkAnswer(buildItem({ id: 'c', type: 'checkboxes', label: 'C', options }), ['A', 'B'])).toBe(
      'validation.invalid',
    );
  });
});

describe('the request', () => {
  it('leaves out empty answers and accepts nothing-to-accept terms', () => {
    const items = [
      buildItem({ id: 'f', type: 'file', label: 'F' }),
      buildItem({ id: 't', type: 'textfield', label: 'T' }),
    ];
    const values = { ...initialValues(items), email: 'a@b.co', firstName: 'A', lastName: 'B' };
    expect(toRequest(values, false)).toMatchObject({ answers: {}, termsAccepted: true, website: '' });
    expect(validateRegistration(values, items, false)).toEqual({});
    expect(validateRegistration(values, items, true)).toEqual({ termsAccepted: 'validation.agreement' });
  });

  it('reports the shared schema’s messages by path', () => {
    const values = { ...initialValues([]), email: 'x', firstName: 'a'.repeat(101) };
    expect(validateRegistration(values, [], false)).toMatchObject({
      email: 'validation.email',
      firstName: 'validation.maxLength',
      lastName: 'validation.required',
    });
  });
});

describe('addresses', () => {
  it('reads the page and the confirmation link', () => {
    expect(parsePublicRoute('/r/summer-expo', '')).toEqual({ kind: 'page', pageCode: 'summer-expo' });
    expect(parsePublicRoute('/r/summer-expo/confirm', '?token=abc')).toEqual({
      kind: 'confirm',
      pageCode: 'summer-expo',
      token: 'abc',
    });
    expect(parsePublicRoute('/r/', '')).toBeNull();
    expect(parsePublicRoute('/r/a/b', '')).toBeNull();
  });

  it('builds no calendar link for a start that is not a date', () => {
    expect(googleCalendarUrl({ title: 'T', startsAt: 'soon', details: '', location: '' })).toBeNull();
  });
});
