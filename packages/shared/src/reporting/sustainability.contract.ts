import { z } from 'zod';
import { FILE, endpoints } from '../contract.js';
import { SustainabilityAssumptions, SustainabilityPdfQuery, SustainabilityReport } from './sustainability.js';

const IdParams = z.object({ id: z.string() });

/**
 * reporting/events/{id}/sustainability*: the event's sustainability report (issue 19, business plan
 * and above): CO₂e avoided compared with an in-person event of the same attendance, its editable
 * assumptions, and the report as PDF. The formula: shared reporting/sustainability.ts.
 */
export const sustainabilityApi = endpoints('sustainability', {
  get: {
    method: 'GET',
    path: '/reporting/events/:id/sustainability',
    summary: "An event's sustainability report",
    description:
      "The CO₂e an in-person event of the same attendance would have caused (travel by mode, hotel nights, venue energy) minus the virtual event's own (video streaming and time in the venue), every term with its quantity, factor and source; the assumptions the organiser saved (or the defaults, with `isSaved` false), the defaults, the event's `select` profile fields that may name the participants' country, and the event's figures (visitors, seconds watched, seconds in the venue, answers to the chosen field). Below the business plan: PREMIUM_REQUIRED. Unknown or another tenant's event: 404.",
    access: 'user',
    params: IdParams,
    results: SustainabilityReport,
    errors: ['NOT_FOUND', 'PREMIUM_REQUIRED'],
  },
  save: {
    method: 'PUT',
    path: '/reporting/events/:id/sustainability',
    summary: "Save an event's sustainability assumptions",
    description:
      "Replaces the event's assumptions (a left-out value takes its default) and answers the report computed with them. The country field must be a `select` profile field of the event and each row's option one of its options (VALIDATION_FAILED with `countryFieldId` or `regions.<i>.option`). Below the business plan: PREMIUM_REQUIRED. Unknown or another tenant's event: 404.",
    access: 'user',
    params: IdParams,
    body: SustainabilityAssumptions,
    results: SustainabilityReport,
    errors: ['NOT_FOUND', 'PREMIUM_REQUIRED'],
  },
  pdf: {
    method: 'GET',
    path: '/reporting/events/:id/sustainability/pdf',
    summary: "An event's sustainability report as PDF",
    description:
      "The report as a PDF (A4) in the chosen language, as an attachment: the event, its figures, each term with its formula written out, its factor and source, the result, the assumptions and the sources. Below the business plan: PREMIUM_REQUIRED. Unknown or another tenant's event: 404.",
    access: 'user',
    params: IdParams,
    query: SustainabilityPdfQuery,
    results: FILE,
    errors: ['NOT_FOUND', 'PREMIUM_REQUIRED'],
  },
});
