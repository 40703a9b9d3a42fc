import { EVENT_TYPES, type EventType, type KickstarterInput, VENUE_LIMITS } from '@foyer/shared';
import { browserTimeZone } from '../../../lib/eventTime';
import { KICKSTARTER_STEPS } from './stepNames';

export { KICKSTARTER_STEPS } from './stepNames';

export type KickstarterStep = (typeof KICKSTARTER_STEPS)[number];

export const EVENT_TYPE_CHOICES = EVENT_TYPES;
export type EventTypeChoice = EventType;

/** Most booths the guided setup builds (KickstarterRequest.boothCount). */
export const MAX_BOOTHS = VENUE_LIMITS.maxBooths;

/** The choices of the guided setup, kept across steps (and reloads, see draftStore). */
export type KickstarterDraft = {
  eventType: EventTypeChoice | null;
  name: string;
  /** ISO date (yyyy-mm-dd) or null with isDateUnknown ("not sure yet"). */
  date: string | null;
  isDateUnknown: boolean;
  /** Start time with the date (hh:mm, '' = none): the registration page starts then. */
  startTime: string;
  /** IANA zone of the event; the browser's by default. */
  timeZone: string;
  videoPresentations: boolean;
  booths: boolean;
  boothCount: number;
  themeId: string | null;
};

export const EMPTY_DRAFT: KickstarterDraft = {
  eventType: null,
  name: '',
  date: null,
  isDateUnknown: false,
  startTime: '09:00',
  timeZone: browserTimeZone(),
  videoPresentations: true,
  booths: true,
  boothCount: 4,
  themeId: null,
};

const AUDITORIUM_STEPS: readonly KickstarterStep[] = ['preAuditorium', 'auditorium', 'aftAuditorium'];
const BOOTH_STEPS: readonly KickstarterStep[] = ['preBooths', 'booths', 'aftBooths'];

export const isKickstarterStep = (value: string | undefined): value is KickstarterStep =>
  (KICKSTARTER_STEPS as readonly string[]).includes(value ?? '');

/** The steps this draft walks through: auditorium steps only with video presentations, booth steps only with booths. */
export function stepsFor(draft: KickstarterDraft): KickstarterStep[] {
  return KICKSTARTER_STEPS.filter((step) => {
    if (AUDITORIUM_STEPS.includes(step)) return draft.videoPresentations;
    if (BOOTH_STEPS.includes(step)) return draft.booths && draft.boothCount > 0;
    return true;
  });
}

/** The step after `step` for this draft (null after finalize). */
export function nextStep(step: KickstarterStep, draft: KickstarterDraft): KickstarterStep | null {
  const steps = stepsFor(draft);
  const index = steps.indexOf(step);
  if (index < 0)
    return steps.find((s) => KICKSTARTER_STEPS.indexOf(s) > KICKSTARTER_STEPS.indexOf(step)) ?? null;
  return steps[index + 1] ?? null;
}

/** The step before `step` for this draft (null before welcome). */
export function previousStep(step: KickstarterStep, draft: KickstarterDraft): KickstarterStep | null {
  const steps = stepsFor(draft);
  const index = steps.indexOf(step);
  if (index < 0)
    return (
      [...steps].reverse().find((s) => KICKSTARTER_STEPS.indexOf(s) < KICKSTARTER_STEPS.indexOf(step)) ?? null
    );
  return steps[index - 1] ?? null;
}

/** Why the draft cannot leave `step` yet (a locale key), or null when it can. */
export function stepProblem(step: KickstarterStep, draft: KickstarterDraft): string | null {
  switch (step) {
    case 'eventType':
      return draft.eventType ? null : 'kickstarter.eventType.required';
    case 'eventMeta':
      if (!draft.name.trim()) return 'kickstarter.eventMeta.nameRequired';
      return draft.date || draft.isDateUnknown ? null : 'kickstarter.eventMeta.dateRequired';
    case 'themes':
      return draft.themeId ? null : 'kickstarter.themes.required';
    default:
      return null;
  }
}

/** The first step whose choices are still missing before `step` (a reload or a typed URL skips ahead). */
export function firstIncompleteStepBefore(
  step: KickstarterStep,
  draft: KickstarterDraft,
): KickstarterStep | null {
  const steps = stepsFor(draft);
  const limit = KICKSTARTER_STEPS.indexOf(step);
  return steps.find((s) => KICKSTARTER_STEPS.indexOf(s) < limit && stepProblem(s, draft) !== null) ?? null;
}

/** Whether the person has made any choice worth asking about before leaving. */
export const hasChoices = (draft: KickstarterDraft): boolean =>
  JSON.stringify(draft) !== JSON.stringify(EMPTY_DRAFT);

/** The body of POST events/kickstarter. */
export function toKickstarterRequest(draft: KickstarterDraft): KickstarterInput {
  return {
    name: draft.name.trim(),
    date: draft.isDateUnknown ? null : draft.date,
    startTime: !draft.isDateUnknown && draft.date && draft.startTime ? draft.startTime : null,
    timeZone: draft.timeZone,
    eventType: draft.eventType ?? 'other',
    videoPresentations: draft.videoPresentations,
    booths: draft.booths,
    boothCount: draft.booths ? Math.min(MAX_BOOTHS, Math.max(0, draft.boothCount)) : 0,
    themeId: draft.themeId ?? '',
  };
}

const STORAGE_KEY = 'foyer.kickstarter';

/** The draft kept in sessionStorage so that a reload keeps it. */
export const draftStore = {
  load(): KickstarterDraft {
    try {
      const raw = sessionStorage.getItem(STORAGE_KEY);
      if (!raw) return EMPTY_DRAFT;
      const parsed = JSON.parse(raw) as Partial<KickstarterDraft>;
      return { ...EMPTY_DRAFT, ...parsed };
    } catch {
      return EMPTY_DRAFT;
    }
  },
  save(draft: KickstarterDraft): void {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
    } catch {
      // storage full or blocked: the draft lives in memory only
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // nothing to clear
    }
  },
};
