import { type BugReportRequest, monitoringApi, parseLanguage } from '@foyer/shared';
import { api } from '../../api/client';

const SESSION_KEY = 'foyer.bugReportSession';

/** An id for this browser tab's session, so reports from one sitting can be told together. */
function sessionId(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

/** Sends a bug report, fire and forget (spec §7): the panel never waits for or shows the answer. */
export function sendBugReport(report: Pick<BugReportRequest, 'title' | 'description' | 'email'>): void {
  api
    .call(monitoringApi.bugReport, {
      body: { ...report, session: sessionId(), language: parseLanguage(document.documentElement.lang) },
    })
    .catch(() => {});
}
