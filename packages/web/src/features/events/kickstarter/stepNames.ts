// The route table needs only the steps' names, not the guided setup's rules and texts (issue 20).
/** The steps of the guided setup, in order: each is a route /events/kickstarter/<step>. */
export const KICKSTARTER_STEPS = [
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
] as const;
