import { type ChatMessage, ChatSendRequest } from '@foyer/shared';
import type { RealtimeValue, RequestError } from '../realtime';

/** A message sent by this visitor that the server has not acknowledged yet. */
export type PendingMessage = { clientId: string; text: string };

/** One chat as this page knows it. */
export type ChatThread = {
  /** 'idle' until opened; 'loading' while joining (or waiting for the connection); 'failed' when refused. */
  state: 'idle' | 'loading' | 'ready' | 'failed';
  /** The join's or the last action's refusal (shown inline). */
  error: RequestError | null;
  /** Oldest first, by seq; each id once. */
  messages: ChatMessage[];
  hasMore: boolean;
  isLoadingEarlier: boolean;
  /** Ids of messages received while this chat was not the open one. */
  unreadIds: string[];
  pending: PendingMessage[];
  /** The composer's text (kept per chat; given back when the server refuses a message). */
  draft: string;
  /** Messages up to this seq were read elsewhere (a private chat's seen mark): never unread. */
  readUpTo: number;
};

export type ChatState = {
  isOpen: boolean;
  activeChatId: string | null;
  /** A moderator muted this visitor (all the event's chats). */
  isMuted: boolean;
  threads: Readonly<Record<string, ChatThread>>;
  /** Private chats (direct threads with booth staff) this page shows besides the event's: titles by id. */
  privateChats: Readonly<Record<string, string>>;
  /** The last moderator action's result, e.g. a mute (shown as a status line). */
  notice: { key: 'muted' | 'unmuted'; name: string } | null;
};

const emptyThread = (): ChatThread => ({
  state: 'idle',
  error: null,
  messages: [],
  hasMore: false,
  isLoadingEarlier: false,
  unreadIds: [],
  pending: [],
  draft: '',
  readUpTo: 0,
});

const isTransportFailure = (error: RequestError) => error === 'OFFLINE' || error === 'TIMEOUT';

/** Adds messages to a list sorted by seq, skipping ids it has already (a reconnect may repeat them). */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): { messages: ChatMessage[]; added: ChatMessage[] } {
  const known = new Set(current.map((m) => m.id));
  const added: ChatMessage[] = [];
  for (const message of incoming) {
    if (known.has(message.id)) continue;
    known.add(message.id);
    added.push(message);
  }
  if (added.length === 0) return { messages: current as ChatMessage[], added };
  return { messages: [...current, ...added].sort((a, b) => a.seq - b.seq), added };
}

/**
 * The chats of one venue page: which are joined, their messages, unread counts, unacknowledged
 * sends and drafts. Joined chats stay joined; after a reconnect each is joined again with `after`
 * = the last seq seen (dropping the messages the answer's `deletedIds` names) and unacknowledged
 * messages are sent again with their clientId.
 */
export class ChatStore {
  private state: ChatState = {
    isOpen: false,
    activeChatId: null,
    isMuted: false,
    threads: {},
    privateChats: {},
    notice: null,
  };
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly request: RealtimeValue['request'],
    /** The visitor's own participant id: their own messages are never unread. */
    private readonly selfId: string,
    private readonly newClientId: () => string = () => crypto.randomUUID(),
  ) {}

  getSnapshot = (): ChatState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(next: Partial<ChatState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private thread(chatId: string): ChatThread {
    return this.state.threads[chatId] ?? emptyThread();
  }

  private updateThread(chatId: string, change: (thread: ChatThread) => Partial<ChatThread>) {
    const thread = this.thread(chatId);
    this.update({ threads: { ...this.state.threads, [chatId]: { ...thread, ...change(thread) } } });
  }

  private isShowing(chatId: string) {
    return this.state.isOpen && this.state.activeChatId === chatId;
  }

  /** Total of unread messages over all chats. */
  unreadTotal(): number {
    return Object.values(this.state.threads).reduce((sum, t) => sum + t.unreadIds.length, 0);
  }

  /**
   * Lists a private chat (a direct thread) in the panel under `title`; its messages up to
   * `readUpTo` were read before (on another visit) and do not count as unread.
   */
  addPrivate(chatId: string, title: string, readUpTo = 0) {
    if (this.state.privateChats[chatId] !== title)
      this.update({ privateChats: { ...this.state.privateChats, [chatId]: title } });
    if (readUpTo > this.thread(chatId).readUpTo) this.updateThread(chatId, () => ({ readUpTo }));
  }

  /** Opens the panel on `chatId` (else the last open chat, else `fallbackChatId`) and joins it. */
  open(chatId: string | null, fallbackChatId: string | null = null) {
    const active = chatId ?? this.state.activeChatId ?? fallbackChatId;
    this.update({ isOpen: true, activeChatId: active, notice: null });
    if (active) this.show(active);
  }

  close() {
    this.update({ isOpen: false, notice: null });
  }

  /** Shows another chat in the open panel. */
  select(chatId: string) {
    this.update({ activeChatId: chatId, notice: null });
    this.show(chatId);
  }

  private show(chatId: string) {
    const thread = this.thread(chatId);
    this.updateThread(chatId, () => ({ unreadIds: [] }));
    if (thread.state === 'idle' || thread.state === 'failed') void this.join(chatId);
  }

  /** Joins a chat: the newest page, or with messages already here everything after the last seq. */
  async join(chatId: string) {
    const before = this.thread(chatId);
    const last = before.messages.at(-1)?.seq;
    this.updateThread(chatId, (t) => ({ state: t.state === 'ready' ? 'ready' : 'loading', error: null }));
    const answer = await this.request('chat:join', last === undefined ? { chatId } : { chatId, after: last });
    if (!answer.ok) {
      // Without a connection the join waits for the next one (see `connected`).
      if (isTransportFailure(answer.error)) return;
      this.updateThread(chatId, () => ({ state: 'failed', error: answer.error }));
      return;
    }
    this.update({ isMuted: answer.muted });
    // A rejoin also names the messages deleted while this page was offline: they go.
    const deleted = new Set(answer.deletedIds ?? []);
    this.updateThread(chatId, (t) => {
      const merged = mergeMessages(t.messages, answer.messages);
      const messages = deleted.size ? merged.messages.filter((m) => !deleted.has(m.id)) : merged.messages;
      const unreadIds = this.isShowing(chatId) ? [] : [...t.unreadIds, ...this.unreadOf(t, merged.added)];
      return {
        state: 'ready',
        error: null,
        messages,
        hasMore: last === undefined ? answer.hasMore : t.hasMore,
        unreadIds: unreadIds.filter((id) => !deleted.has(id)),
      };
    });
  }

  private unreadOf(thread: ChatThread, messages: readonly ChatMessage[]): string[] {
    return messages
      .filter((m) => m.participantId !== this.selfId && m.seq > thread.readUpTo)
      .map((m) => m.id);
  }

  /** After every (re)connection: joins the opened chats again and resends what was not acknowledged. */
  async connected() {
    const opened = Object.entries(this.state.threads).filter(([, t]) => t.state !== 'idle');
    await Promise.all(
      opened.map(async ([chatId]) => {
        await this.join(chatId);
        for (const pending of this.thread(chatId).pending) await this.deliver(chatId, pending);
      }),
    );
  }

  /** Pages back: the messages before the oldest one here. */
  async loadEarlier(chatId: string) {
    const thread = this.thread(chatId);
    const oldest = thread.messages[0];
    if (!oldest || thread.isLoadingEarlier) return;
    this.updateThread(chatId, () => ({ isLoadingEarlier: true, error: null }));
    const answer = await this.request('chat:history', { chatId, before: oldest.seq });
    this.updateThread(chatId, (t) =>
      answer.ok
        ? {
            isLoadingEarlier: false,
            messages: mergeMessages(t.messages, answer.messages).messages,
            hasMore: answer.hasMore,
          }
        : { isLoadingEarlier: false, error: answer.error },
    );
  }

  setDraft(chatId: string, draft: string) {
    this.updateThread(chatId, () => ({ draft }));
  }

  /**
   * Sends the chat's draft. Answers the validation message key when the shared rule refuses it (the
   * draft stays); else the draft empties and the message waits as pending until acknowledged.
   */
  send(chatId: string): string | null {
    const thread = this.thread(chatId);
    const parsed = ChatSendRequest.safeParse({ chatId, text: thread.draft, clientId: this.newClientId() });
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'validation.invalid';
    const pending = { clientId: parsed.data.clientId, text: parsed.data.text };
    this.updateThread(chatId, (t) => ({ draft: '', error: null, pending: [...t.pending, pending] }));
    void this.deliver(chatId, pending);
    return null;
  }

  private async deliver(chatId: string, pending: PendingMessage) {
    const answer = await this.request('chat:send', {
      chatId,
      text: pending.text,
      clientId: pending.clientId,
    });
    // Offline or no answer: it stays pending and goes again after the reconnect (same clientId).
    if (!answer.ok && isTransportFailure(answer.error)) return;
    this.updateThread(chatId, (t) => {
      const rest = t.pending.filter((p) => p.clientId !== pending.clientId);
      if (answer.ok) return { pending: rest, messages: mergeMessages(t.messages, [answer.message]).messages };
      // Refused (muted, too fast…): the text goes back into the composer unless a new one was started.
      return { pending: rest, error: answer.error, draft: t.draft === '' ? pending.text : t.draft };
    });
    if (!answer.ok && answer.error === 'MUTED') this.update({ isMuted: true });
  }

  /** Moderators: deletes a message for everyone. */
  async deleteMessage(chatId: string, messageId: string) {
    const answer = await this.request('chat:delete', { chatId, messageId });
    if (answer.ok) this.removeMessage(chatId, messageId);
    else this.updateThread(chatId, () => ({ error: answer.error }));
  }

  /** Moderators: mutes or unmutes a visitor in all the event's chats. */
  async setMuted(chatId: string, participantId: string, name: string, muted: boolean) {
    const answer = await this.request('chat:mute', { participantId, muted });
    if (answer.ok) this.update({ notice: { key: muted ? 'muted' : 'unmuted', name } });
    else this.updateThread(chatId, () => ({ error: answer.error }));
  }

  /** 'chat:message' */
  received(message: ChatMessage) {
    const thread = this.state.threads[message.chatId];
    if (!thread) return;
    this.updateThread(message.chatId, (t) => {
      const { messages, added } = mergeMessages(t.messages, [message]);
      return {
        messages,
        unreadIds: this.isShowing(message.chatId)
          ? t.unreadIds
          : [...t.unreadIds, ...this.unreadOf(t, added)],
      };
    });
  }

  /** 'chat:deleted' */
  removeMessage(chatId: string, messageId: string) {
    if (!this.state.threads[chatId]) return;
    this.updateThread(chatId, (t) => ({
      messages: t.messages.filter((m) => m.id !== messageId),
      unreadIds: t.unreadIds.filter((id) => id !== messageId),
    }));
  }

  /** 'chat:muted' */
  mutedChanged(muted: boolean) {
    this.update({ isMuted: muted });
  }
}
