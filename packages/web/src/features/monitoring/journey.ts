import { HEADERS, type JourneyName } from '@foyer/shared';
import { api } from '../../api/client';

/** Fire-and-forget journey step (POST monitoring/request/journey with the journeyName header). */
export function trackJourney(name: JourneyName): void {
  api
    .post('monitoring/request/journey', undefined, { headers: { [HEADERS.journeyName]: name } })
    .catch(() => {});
}
