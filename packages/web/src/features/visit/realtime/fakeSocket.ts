import type { RealtimeAcks, RealtimePayload, RealtimeRequest } from '@foyer/shared';
import type { RealtimeSocket, SocketFactory } from './socket';

type Listener = (...args: unknown[]) => void;
export type Emitted = { event: string; payload: unknown; ack: (answer: unknown) => void };

/**
 * A socket.io client socket for tests: records what the page emits, answers requests through
 * `answers`, and lets the test play the server (connect, drop, push events).
 */
export class FakeSocket implements RealtimeSocket {
  connected = false;
  active = true;
  /** How often the page asked to connect again. */
  opened = 0;
  readonly emitted: Emitted[] = [];
  /** Answers a request at once; without an entry the request waits (call `ack` on `emitted`). */
  readonly answers = new Map<string, (payload: never) => unknown>();
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit<K extends RealtimeRequest>(
    event: K,
    payload: RealtimePayload<K>,
    ack: (answer: RealtimeAcks[K]) => void,
  ) {
    const answerWith = ack as (answer: unknown) => void;
    this.emitted.push({ event, payload, ack: answerWith });
    const answer = this.answers.get(event);
    if (answer) queueMicrotask(() => answerWith(answer(payload as never)));
    return this;
  }

  open() {
    this.opened += 1;
    this.active = true;
    return this;
  }

  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** Plays the server sending `event`. */
  push(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  connect() {
    this.connected = true;
    this.push('connect');
  }

  drop() {
    this.connected = false;
    this.push('disconnect', 'transport close');
  }

  /** Plays the server refusing the handshake (socket.io does not retry by itself then). */
  refuse(message: string) {
    this.active = false;
    this.push('connect_error', new Error(message));
  }

  /** Plays the server closing the connection (socket.io does not reconnect by itself then). */
  kick() {
    this.connected = false;
    this.active = false;
    this.push('disconnect', 'io server disconnect');
  }

  /** What was emitted for `event`, in order. */
  sent(event: string): unknown[] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }
}

/** A factory that hands out one fake socket and remembers the auth it was made with. */
export function fakeSocketFactory(socket = new FakeSocket()) {
  const auths: { pageCode: string; visitorToken: string }[] = [];
  const factory: SocketFactory = (auth) => {
    auths.push(auth);
    return socket;
  };
  return { socket, factory, auths };
}
