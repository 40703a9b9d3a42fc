/** Where this browser keeps the seqs seen per direct thread: `foyer.directSeen.<eventId>.<participantId>`. */
export const seenKey = (eventId: string, participantId: string) =>
  `foyer.directSeen.${eventId}.${participantId}`;

/** The seen seqs by thread id (empty when none or unreadable). Throws nothing. */
export function readSeen(key: string): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
    );
  } catch {
    return {};
  }
}

/** Stores the seen seqs. Throws nothing (storage refused: they last as long as the page). */
export function writeSeen(key: string, seen: Readonly<Record<string, number>>): void {
  try {
    localStorage.setItem(key, JSON.stringify(seen));
  } catch {
    // Private mode or a full storage: unread marks come back after a reload, nothing worse.
  }
}
