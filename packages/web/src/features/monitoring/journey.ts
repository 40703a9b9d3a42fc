import { HEADERS, type JourneyName, monitoringApi } from '@foyer/shared';
import { api } from '../../api/client';

/** Fire-and-forget journey step (POST monitoring/request/journey with the journeyName header). */
export function trackJourney(name: JourneyName): void {
  api.call(monitoringApi.journey, undefined, { headers: { [HEADERS.journeyName]: name } }).catch(() => {});
}
