// Country codes without the country names: the schemas check codes on every screen that has a form
// (the login's among them), while only the forms that offer a country list need the names
// (countries.ts, with i18n-iso-countries and its four languages).

/** EU member states, for which a VAT id is required (spec §9). */
export const EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** Every ISO 3166-1 alpha-2 code (as i18n-iso-countries knows them; validators.test.ts compares). */
export const COUNTRY_CODES: readonly string[] = (
  'AF AL DZ AS AD AO AI AQ AG AR AM AW AU AT AZ BS BH BD BB BY BE BZ BJ BM BT BO BA BW BV BR ' +
  'IO BN BG BF BI KH CM CA CV KY CF TD CL CN CX CC CO KM CG CD CK CR CI HR CU CY CZ DK DJ DM ' +
  'DO EC EG SV GQ ER EE ET FK FO FJ FI FR GF PF TF GA GM GE DE GH GI GR GL GD GP GU GT GN GW ' +
  'GY HT HM VA HN HK HU IS IN ID IR IQ IE IL IT JM JP JO KZ KE KI KP KR KW KG LA LV LB LS LR ' +
  'LY LI LT LU MO MG MW MY MV ML MT MH MQ MR MU YT MX FM MD MC MN MS MA MZ MM NA NR NP NL NC ' +
  'NZ NI NE NG NU NF MP MK NO OM PK PW PS PA PG PY PE PH PN PL PT PR QA RE RO RU RW SH KN LC ' +
  'PM VC WS SM ST SA SN SC SL SG SK SI SB SO ZA GS ES LK SD SR SJ SZ SE CH SY TW TJ TZ TH TL ' +
  'TG TK TO TT TN TR TM TC TV UG UA AE GB US UM UY UZ VU VE VN VG VI WF EH YE ZM ZW AX BQ CW ' +
  'GG IM JE ME BL MF RS SX SS XK'
).split(' ');

const KNOWN = new Set(COUNTRY_CODES);
const EU: ReadonlySet<string> = new Set(EU_COUNTRY_CODES);

export const isCountryCode = (code: string) => KNOWN.has(code);
export const isEuCountry = (code: string) => EU.has(code);
