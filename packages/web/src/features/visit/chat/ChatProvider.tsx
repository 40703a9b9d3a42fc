import type { EventChat } from '@foyer/shared';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useRealtime, useRealtimeEvent } from '../realtime';
import { ChatContext } from './context';
import { ChatStore } from './chatStore';

export type ChatProviderProps = {
  chats: readonly EventChat[];
  participant: { id: string; isModerator: boolean };
  children: ReactNode;
};

/** Holds the venue page's chats over the realtime connection (inside <RealtimeProvider>). */
export function ChatProvider({ chats, participant, children }: ChatProviderProps) {
  const realtime = useRealtime();
  if (!realtime) throw new Error('<ChatProvider> needs a <RealtimeProvider> around it');
  const { request, connection } = realtime;
  const [store] = useState(() => new ChatStore(request, participant.id));

  useEffect(() => {
    if (connection > 0) void store.connected();
  }, [store, connection]);
  useRealtimeEvent('chat:message', (message) => store.received(message));
  useRealtimeEvent('chat:deleted', ({ chatId, messageId }) => store.removeMessage(chatId, messageId));
  useRealtimeEvent('chat:muted', ({ muted }) => store.mutedChanged(muted));

  const value = useMemo(() => ({ store, chats, participant }), [store, chats, participant]);
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
