import { EmptyResults } from '../api.js';
import { endpoints } from '../contract.js';
import { BugReportRequest, MonitoringRequest } from './monitoring.schema.js';

/**
 * monitoring/*: timings, journey milestones and bug reports sent by the web. Anyone may send them;
 * with a live authToken they are stored with its user.
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
});
