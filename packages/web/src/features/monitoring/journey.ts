import { HEADERS } from '@foyer/shared';
import { api } from '../../api/client';

export type JourneyName =
  | 'accountCreated'
  | 'personalDataFilled'
  | 'emailConfirmed'
  | 'phoneConfirmed'
  | 'subscriptionStarted'
  | 'subscriptionFulfilled'
  | 'eventCreated'
  | 'live'
  | 'preview';

/** Fire-and-forget journey step (POST monitoring/request/journey with the journeyName header). */
export function trackJourney(name: JourneyName): void {
  api
    .post('monitoring/request/journey', undefined, { headers: { [HEADERS.journeyName]: name } })
    .catch(() => {});
}
