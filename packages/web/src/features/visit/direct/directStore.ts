import type { DirectRinging, DirectThread } from '@foyer/shared';
import type { RealtimeValue, RequestAnswer, RequestError } from '../realtime';
import { readSeen, writeSeen } from './seen';

export type DirectState = {
  /** The threads this page knows (a moderator: the event's; a visitor: their own), newest activity first. */
  threads: readonly DirectThread[];
  /** The list's loading ('idle' before the first connection). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: RequestError | null;
  /** The newest seq this browser has shown, by thread id (kept in localStorage). */
  seen: Readonly<Record<string, number>>;
  /** The call ringing now, until joined or ignored. */
  ringing: DirectRinging | null;
  /** The moderators' staff inbox is open. */
  isInboxOpen: boolean;
};

const isTransportFailure = (error: RequestError) => error === 'OFFLINE' || error === 'TIMEOUT';
const activityOf = (thread: DirectThread) => thread.lastMessageAt ?? thread.createdAt;

/** Newest activity first, as the server lists them. */
function sortThreads(threads: DirectThread[]): DirectThread[] {
  return threads.sort((a, b) => activityOf(b).localeCompare(activityOf(a)) || b.id.localeCompare(a.id));
}

/**
 * The direct threads of one venue page: the list (loaded on every connection, then kept up to date
 * by 'direct:thread'), what this browser has seen of each (unread = a newer lastSeq), and the call
 * ringing now.
 */
export class DirectStore {
  private state: DirectState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly request: RealtimeValue['request'],
    /** The localStorage key of the seen seqs (see seen.ts). */
    private readonly seenKey: string,
  ) {
    this.state = {
      threads: [],
      status: 'idle',
      error: null,
      seen: readSeen(seenKey),
      ringing: null,
      isInboxOpen: false,
    };
  }

  getSnapshot = (): DirectState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(next: Partial<DirectState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** True when the thread has a message newer than this browser has shown. */
  isUnread(thread: DirectThread): boolean {
    return thread.lastSeq > (this.state.seen[thread.id] ?? 0);
  }

  /** Threads with unread messages. */
  unreadCount(): number {
    return this.state.threads.filter((thread) => this.isUnread(thread)).length;
  }

  /** Loads the list (after every connection: what changed while offline comes with it). */
  async load() {
    this.update({ status: this.state.status === 'ready' ? 'ready' : 'loading', error: null });
    const answer = await this.request('direct:list', {});
    if (answer.ok) this.update({ threads: sortThreads([...answer.threads]), status: 'ready' });
    // Without a connection the list waits for the next one.
    else if (!isTransportFailure(answer.error)) this.update({ status: 'failed', error: answer.error });
  }

  /** 'direct:thread', or a thread this page opened: replaces the known one, or adds it. */
  upsert(thread: DirectThread) {
    const others = this.state.threads.filter((known) => known.id !== thread.id);
    this.update({ threads: sortThreads([...others, thread]) });
  }

  /** Marks the thread seen up to `seq` (it is showing), in this browser. */
  markSeen(threadId: string, seq: number) {
    if (seq <= (this.state.seen[threadId] ?? 0)) return;
    const seen = { ...this.state.seen, [threadId]: seq };
    writeSeen(this.seenKey, seen);
    this.update({ seen });
  }

  /** Finds or creates the visitor's thread with a staff member. */
  async open(staffId: string): Promise<RequestAnswer<'direct:open'>> {
    const answer = await this.request('direct:open', { staffId });
    if (answer.ok) this.upsert(answer.thread);
    return answer;
  }

  /** Rings the other side of the thread. */
  call(threadId: string): Promise<RequestAnswer<'direct:call'>> {
    return this.request('direct:call', { threadId });
  }

  /** 'direct:ringing': a newer call replaces one still ringing. */
  ring(ringing: DirectRinging) {
    this.update({ ringing });
  }

  dismissRinging() {
    this.update({ ringing: null });
  }

  setInboxOpen(isOpen: boolean) {
    this.update({ isInboxOpen: isOpen });
  }
}
