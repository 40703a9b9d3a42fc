/**
 * One-to-one chats with booth staff in the live venue (issue 7): visitors write to (and call) a
 * staff member; the event's moderators answer from their staff inbox in the staff's name. The
 * threads show in the chat panel. Contract: packages/shared/src/visits/direct.schema.ts.
 */
export { DirectProvider, type DirectProviderProps } from './DirectProvider';
export { StaffInboxButton } from './StaffInboxButton';
export { StaffContact, type StaffContactProps } from './StaffContact';
export { useDirect, useDirectState, type DirectContextValue } from './context';
export { DirectStore, type DirectState } from './directStore';
