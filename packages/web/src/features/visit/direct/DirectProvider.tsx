import type { DirectThread } from '@foyer/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatContext, useChatState } from '../chat';
import { useRealtime, useRealtimeEvent } from '../realtime';
import { DirectContext } from './context';
import { DirectStore } from './directStore';
import { RingingNotice } from './RingingNotice';
import { StaffInbox } from './StaffInbox';
import { seenKey } from './seen';

export type DirectProviderProps = {
  eventId: string;
  participant: { id: string; isModerator: boolean };
  children: ReactNode;
};

/**
 * One-to-one chats with booth staff in the live venue (inside <ChatProvider> and
 * <VideoCallProvider>): the threads, shown in the chat panel as private chats; a visitor's threads
 * are listed there (and joined when they have something unread); moderators get the staff inbox.
 * A call ringing shows a notice to join or ignore it.
 */
export function DirectProvider({ eventId, participant, children }: DirectProviderProps) {
  const { t } = useTranslation();
  const realtime = useRealtime();
  if (!realtime) throw new Error('<DirectProvider> needs a <RealtimeProvider> around it');
  const { request, connection } = realtime;
  const { store: chatStore } = useChatContext();
  const [store] = useState(() => new DirectStore(request, seenKey(eventId, participant.id)));
  const { isModerator } = participant;
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);

  const titleOf = useCallback(
    (thread: DirectThread) =>
      isModerator
        ? t('visitDirect.threadTitle', { visitor: thread.participantName, staff: thread.staffName })
        : t('visitDirect.chatWith', { name: thread.staffName }),
    [isModerator, t],
  );
  const openThread = useCallback(
    (thread: DirectThread) => {
      chatStore.addPrivate(thread.id, titleOf(thread), store.getSnapshot().seen[thread.id] ?? 0);
      chatStore.open(thread.id);
      store.setInboxOpen(false);
    },
    [chatStore, store, titleOf],
  );

  useEffect(() => {
    if (connection > 0) void store.load();
  }, [store, connection]);
  useRealtimeEvent('direct:thread', (thread) => store.upsert(thread));
  useRealtimeEvent('direct:ringing', (ringing) => store.ring(ringing));

  // A visitor's own threads sit in the chat panel; one with an unseen answer is joined, so the
  // chat button counts it (the messages before the seen mark do not count).
  useEffect(() => {
    if (isModerator) return;
    for (const thread of state.threads) {
      chatStore.addPrivate(thread.id, titleOf(thread), state.seen[thread.id] ?? 0);
      const joined = chatStore.getSnapshot().threads[thread.id]?.state ?? 'idle';
      if (joined === 'idle' && store.isUnread(thread)) void chatStore.join(thread.id);
    }
  }, [isModerator, state.threads, state.seen, chatStore, store, titleOf]);

  useMarkShownSeen(store, state.threads);

  const value = useMemo(() => ({ store, isModerator, openThread }), [store, isModerator, openThread]);
  return (
    <DirectContext.Provider value={value}>
      {children}
      {isModerator && <StaffInbox />}
      <RingingNotice />
    </DirectContext.Provider>
  );
}

/** While a thread shows in the open chat panel, everything in it counts as seen. */
function useMarkShownSeen(store: DirectStore, threads: readonly DirectThread[]) {
  const chat = useChatState();
  const activeId = chat.isOpen ? chat.activeChatId : null;
  const thread = threads.find((known) => known.id === activeId);
  const lastShown = activeId ? (chat.threads[activeId]?.messages.at(-1)?.seq ?? 0) : 0;
  const seq = Math.max(thread?.lastSeq ?? 0, lastShown);
  useEffect(() => {
    if (thread) store.markSeen(thread.id, seq);
  }, [store, thread, seq]);
}
