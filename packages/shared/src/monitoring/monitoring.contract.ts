import { EmptyResults } from '../api.js';
import { endpoints } from '../contract.js';
import {
  BugReportRequest,
  CLICK_LOG_LIMITS,
  ClickLogsRequest,
  MonitoringRequest,
} from './monitoring.schema.js';

/**
 * monitoring/*: timings, journey milestones, bug reports and click logs sent by the web. Anyone may
 * send them; with a live authToken they are stored with its user.
 */
export const monitoringApi = endpoints('monitoring', {
  request: {
    method: 'POST',
    path: '/monitoring/request',
    summary: 'Report the timing of an API call',
    description: 'Stores the timing (ms) and error of one API call, for operators.',
    access: 'optional',
    body: MonitoringRequest,
    results: EmptyResults,
  },
  journey: {
    method: 'POST',
    path: '/monitoring/request/journey',
    summary: 'Report a journey milestone',
    description:
      'Stores a journey milestone named by the journeyName header; a missing or unknown name: VALIDATION_FAILED with fields.journeyName.',
    access: 'optional',
    results: EmptyResults,
    errors: ['VALIDATION_FAILED'],
  },
  bugReport: {
    method: 'POST',
    path: '/monitoring/bugReport',
    summary: 'Report a bug',
    description: 'Stores a report from the bug-report panel (title, description, email, session, language).',
    access: 'optional',
    body: BugReportRequest,
    results: EmptyResults,
  },
  clicks: {
    method: 'POST',
    path: '/monitoring/clicks',
    summary: 'Report clicks of the organiser app',
    description: `Stores a batch of at most ${CLICK_LOG_LIMITS.maxBatch} clicks (route path, clicked target, time), sent fire and forget. Batches sent as a beacon when the page is hidden carry no authToken and are stored without a user.`,
    access: 'optional',
    body: ClickLogsRequest,
    results: EmptyResults,
  },
});
