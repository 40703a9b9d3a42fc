/**
 * Chats of the live venue (issue 7, second step): event and booth chats, and private chats with booth
 * staff (see ../direct), over the realtime connection. Contract: packages/shared/src/visits/chat.schema.ts.
 */
export { ChatProvider, type ChatProviderProps } from './ChatProvider';
export { ChatButton } from './ChatButton';
export { CHAT_BUTTON_ID, ChatPanel, type ChatPanelProps } from './ChatPanel';
export { useChatContext, useChatState } from './context';
export { MessageText } from './MessageText';
export { formatTime } from './formatTime';
export { splitLinks, type MessagePart } from './linkify';
export { ChatStore, mergeMessages, type ChatState, type ChatThread } from './chatStore';
