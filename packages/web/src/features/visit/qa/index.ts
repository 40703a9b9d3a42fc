/**
 * Q&A and polling of auditorium talks in the live venue (issue 7) over the realtime connection.
 * Contract: packages/shared/src/visits/qa.schema.ts.
 */
export { QaPanel } from './QaPanel';
export { useTalkQa, type TalkQa, type TalkQaState } from './useTalkQa';
