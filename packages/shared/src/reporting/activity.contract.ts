import { EmptyResults } from '../api.js';
import { endpoints } from '../contract.js';
import { VenueParams } from '../visits/visits.contract.js';
import { ActivityBatchRequest } from './activity.schema.js';

/**
 * public/venue/{pageCode}/activity: what a visitor's browser recorded in the venue (issue 19), for
 * the event's reporting. No third-party tracker: the records go only to the event's organiser.
 */
export const activityApi = endpoints('activity', {
  record: {
    method: 'POST',
    path: '/public/venue/:pageCode/activity',
    summary: "Record a batch of the visitor's activity",
    description:
      "Stores up to 100 records (rooms entered and left with the time spent, elements opened, downloads, seconds watched live or on demand, breakout and staff-call seconds, the venue left) for the visitor of the `visitorToken` header — or, for a beacon (navigator.sendBeacon cannot set headers), of `visitorToken` in the body. Records are kept with the participant and deleted with them; a time more than a day from the server's clock is taken as the server's. Rooms and elements not of this event are dropped. A closed event stores nothing. A missing, unknown or ended session: VISITOR_TOKEN_IS_INVALID. Unknown page code: 404.",
    access: 'visitor',
    params: VenueParams,
    body: ActivityBatchRequest,
    results: EmptyResults,
    errors: ['VISITOR_TOKEN_IS_INVALID', 'NOT_FOUND'],
  },
});
