import type { Db } from '../../db/client.js';
import { bugReports, clickLogs, monitoringJourneys, monitoringRequests } from '../../db/schema/index.js';

/** Stores one reported request timing. Throws nothing. */
export async function insertRequest(
  db: Db,
  row: { userId: string | null; method: string; path: string; timeMs: number; error: string | null },
): Promise<void> {
  await db.insert(monitoringRequests).values(row);
}

/** Stores one journey milestone. Throws nothing. */
export async function insertJourney(
  db: Db,
  row: { userId: string | null; journeyName: string },
): Promise<void> {
  await db.insert(monitoringJourneys).values(row);
}

/** Stores one bug report. Throws nothing. */
export async function insertBugReport(
  db: Db,
  row: Omit<typeof bugReports.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(bugReports).values(row);
}

/** Stores a batch of clicks in one statement; an empty batch stores nothing. Throws nothing. */
export async function insertClicks(
  db: Db,
  rows: readonly Omit<typeof clickLogs.$inferInsert, 'id' | 'createdAt'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(clickLogs).values([...rows]);
}
