import { HEADERS, type JourneyName, monitoringApi } from '@foyer/shared';
import { api } from '../../api/client';

/**
 * Fire-and-forget journey step (POST monitoring/request/journey with the journeyName header): sent
 * quietly, so that a failure neither toasts nor moves the person away from what they were doing.
 */
export function trackJourney(name: JourneyName): void {
  api.send(monitoringApi.journey, undefined, { headers: { [HEADERS.journeyName]: name } });
}
