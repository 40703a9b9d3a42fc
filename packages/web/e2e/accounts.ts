/**
 * A main account on the business plan (5 sub-accounts), made by the operator command line before
 * the web server starts (playwright.config.ts): no API sets a plan, and the embedded database
 * belongs to the server once it runs. The team and shared-rooms journeys use it (3 of its 6 events).
 */
export const BUSINESS_ORGANISER = {
  email: 'business.owner@analytical-engines.example',
  password: 'Foyer-2026!',
} as const;
