import { beforeEach, describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  type KickstarterDraft,
  draftStore,
  firstIncompleteStepBefore,
  nextStep,
  previousStep,
  stepProblem,
  stepsFor,
  toKickstarterRequest,
} from './steps';

const draft = (patch: Partial<KickstarterDraft> = {}): KickstarterDraft => ({
  ...EMPTY_DRAFT,
  eventType: 'conference',
  name: 'Summit',
  isDateUnknown: true,
  themeId: 'modern',
  ...patch,
});

describe('kickstarter steps', () => {
  it('walks every step with video presentations and booths', () => {
    expect(stepsFor(draft({ videoPresentations: true, booths: true, boothCount: 3 }))).toEqual([
      'welcome',
      'eventType',
      'eventMeta',
      'rooms',
      'themes',
      'aftRoom',
      'preMainHall',
      'mainHall',
      'aftMainHall',
      'preAuditorium',
      'auditorium',
      'aftAuditorium',
      'preBooths',
      'booths',
      'aftBooths',
      'finalize',
    ]);
  });

  it('skips the auditorium steps without video presentations', () => {
    const d = draft({ videoPresentations: false, booths: true });
    expect(stepsFor(d)).not.toContain('preAuditorium');
    expect(stepsFor(d)).not.toContain('auditorium');
    expect(stepsFor(d)).not.toContain('aftAuditorium');
    expect(nextStep('aftMainHall', d)).toBe('preBooths');
    expect(previousStep('preBooths', d)).toBe('aftMainHall');
  });

  it('skips the booth steps without booths', () => {
    const d = draft({ videoPresentations: true, booths: false });
    expect(stepsFor(d).filter((s) => s.includes('ooth'))).toEqual([]);
    expect(nextStep('aftAuditorium', d)).toBe('finalize');
    expect(previousStep('finalize', d)).toBe('aftAuditorium');
  });

  it('goes from the main hall straight to finalize with neither', () => {
    const d = draft({ videoPresentations: false, booths: false });
    expect(nextStep('aftMainHall', d)).toBe('finalize');
    expect(nextStep('finalize', d)).toBeNull();
    expect(previousStep('welcome', d)).toBeNull();
    // a skipped step leads on to the next step this draft has
    expect(nextStep('auditorium', d)).toBe('finalize');
  });

  it('requires an event name ("You need an event name") and a date or "not sure yet"', () => {
    expect(stepProblem('eventMeta', draft({ name: '  ' }))).toBe('kickstarter.eventMeta.nameRequired');
    expect(stepProblem('eventMeta', draft({ isDateUnknown: false, date: null }))).toBe(
      'kickstarter.eventMeta.dateRequired',
    );
    expect(stepProblem('eventMeta', draft({ isDateUnknown: false, date: '2027-05-04' }))).toBeNull();
    expect(stepProblem('themes', draft({ themeId: null }))).toBe('kickstarter.themes.required');
  });

  it('sends a reached step back to the first unanswered one', () => {
    expect(firstIncompleteStepBefore('finalize', draft({ name: '' }))).toBe('eventMeta');
    expect(firstIncompleteStepBefore('eventMeta', draft({ name: '' }))).toBeNull();
    expect(firstIncompleteStepBefore('finalize', draft())).toBeNull();
  });

  it('builds the request: null date when not sure, no booths when booths are off', () => {
    expect(
      toKickstarterRequest(draft({ date: '2027-01-02', isDateUnknown: true, booths: false, boothCount: 5 })),
    ).toEqual({
      name: 'Summit',
      date: null,
      startTime: null,
      timeZone: EMPTY_DRAFT.timeZone,
      eventType: 'conference',
      videoPresentations: true,
      booths: false,
      boothCount: 0,
      themeId: 'modern',
    });
  });

  it('sends the date with its start time and the chosen zone (the browser’s by default)', () => {
    expect(EMPTY_DRAFT.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(
      toKickstarterRequest(
        draft({ date: '2027-01-02', isDateUnknown: false, startTime: '10:30', timeZone: 'Europe/Berlin' }),
      ),
    ).toMatchObject({ date: '2027-01-02', startTime: '10:30', timeZone: 'Europe/Berlin' });
    // No time without a date, and an emptied time is none.
    expect(toKickstarterRequest(draft({ date: null, isDateUnknown: true })).startTime).toBeNull();
    expect(
      toKickstarterRequest(draft({ date: '2027-01-02', isDateUnknown: false, startTime: '' })).startTime,
    ).toBeNull();
  });

  describe('draftStore', () => {
    beforeEach(() => sessionStorage.clear());
    it('keeps the draft across a reload and forgets it when cleared', () => {
      draftStore.save(draft({ name: 'Kept' }));
      expect(draftStore.load().name).toBe('Kept');
      draftStore.clear();
      expect(draftStore.load()).toEqual(EMPTY_DRAFT);
    });
  });
});
