import type { EventChat } from '@foyer/shared';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ChatState, ChatStore } from './chatStore';

export type ChatContextValue = {
  store: ChatStore;
  /** The event's chats (venue.chats). */
  chats: readonly EventChat[];
  participant: { id: string; isModerator: boolean };
};

export const ChatContext = createContext<ChatContextValue | null>(null);

/** The chats of the venue page; throws outside <ChatProvider>. */
export function useChatContext(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChatContext needs a <ChatProvider> around it');
  return value;
}

/** The chats' state, re-rendering as it changes. */
export function useChatState(): ChatState {
  const { store } = useChatContext();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
