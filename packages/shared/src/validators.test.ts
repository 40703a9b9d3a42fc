import countries from 'i18n-iso-countries';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries.js';
import { COUNTRY_CODES, isCountryCode, isEuCountry } from './countryCodes.js';
import { isFreeMailAddress } from './freemail.js';
import { isHexColor, isHttps, isImageLink, isLink, isPhone } from './validators.js';
import { userStatusOf } from './users/users.schema.js';

describe('validators', () => {
  it('accepts hex colours of three or six digits only', () => {
    expect(isHexColor('#fff')).toBe(true);
    expect(isHexColor('#12ab9F')).toBe(true);
    expect(isHexColor('12ab9f')).toBe(false);
    expect(isHexColor('#12ab9')).toBe(false);
  });

  it('checks links, https links and image links', () => {
    expect(isLink('https://foyer.example/page')).toBe(true);
    expect(isLink('ftp://foyer.example')).toBe(false);
    expect(isHttps('http://foyer.example')).toBe(false);
    expect(isImageLink('https://cdn.example/logo.png?v=2')).toBe(true);
    expect(isImageLink('https://cdn.example/logo.exe')).toBe(false);
  });

  it('accepts a phone as country code and number without plus or leading zero', () => {
    expect(isPhone('491701234567')).toBe(true);
    expect(isPhone('+491701234567')).toBe(false);
    expect(isPhone('0049170')).toBe(false);
  });

  it('recognises free-mail domains from the maintained list', () => {
    expect(isFreeMailAddress('someone@gmail.com')).toBe(true);
    expect(isFreeMailAddress('someone@GMX.de')).toBe(true);
    expect(isFreeMailAddress('ada@analytical-engines.example')).toBe(false);
  });

  it('names countries in the four languages', () => {
    expect(countryOptions('de').find((c) => c.value === 'DE')?.label).toBe('Deutschland');
    expect(countryOptions('fr').find((c) => c.value === 'DE')?.label).toBe('Allemagne');
    expect(countryOptions('es').find((c) => c.value === 'DE')?.label).toBe('Alemania');
    expect(isEuCountry('AT')).toBe(true);
    expect(isEuCountry('CH')).toBe(false);
  });

  it('knows the same country codes as the library that names them', () => {
    expect([...COUNTRY_CODES].sort()).toEqual(Object.keys(countries.getAlpha2Codes()).sort());
    expect(isCountryCode('DE')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('de')).toBe(false);
  });
});

describe('userStatusOf', () => {
  it('derives the status of spec section 4', () => {
    expect(userStatusOf(null)).toBe('UNKNOWN');
    expect(userStatusOf({ registrationState: 'STEP_1', accountType: 0 })).toBe('STEP_1');
    expect(userStatusOf({ registrationState: 'STEP_2', accountType: 0 })).toBe('STEP_2');
    expect(userStatusOf({ registrationState: 'COMPLETE', accountType: 0 })).toBe('LOGGED_IN');
    expect(userStatusOf({ registrationState: 'COMPLETE', accountType: 1 })).toBe('SUB_ACCOUNT_LOGGED_IN');
  });
});
