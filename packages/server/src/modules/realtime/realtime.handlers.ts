import type { RealtimeAcks, RealtimeInput, RealtimeRequest } from '@foyer/shared';
import * as chatService from './chat.service.js';
import * as directService from './direct.service.js';
import * as qaService from './qa.service.js';
import type { RealtimeContext } from './realtime.context.js';
import * as watchService from './watch.service.js';

/** The handler of each request of the shared map: its parsed payload in, its acknowledgement out. */
export type RealtimeHandlers = {
  [K in RealtimeRequest]: (ctx: RealtimeContext, input: RealtimeInput<K>) => Promise<RealtimeAcks[K]>;
};

/**
 * Every request a visitor's socket may make (contract: shared visits/realtime.contract.ts), as the
 * routes of the socket: realtime.ts validates the payload and the session's standing first.
 */
export const realtimeHandlers: RealtimeHandlers = {
  'chat:join': chatService.join,
  'chat:history': chatService.history,
  'chat:leave': chatService.leave,
  'chat:send': chatService.send,
  'chat:delete': chatService.remove,
  'chat:mute': chatService.mute,
  'room:enter': chatService.enterRoom,
  'qa:join': qaService.join,
  'qa:leave': qaService.leave,
  'qa:ask': qaService.ask,
  'qa:vote': qaService.vote,
  'qa:approve': (ctx, { questionId }) => qaService.moderate(ctx, questionId, { state: 'approved' }),
  'qa:hide': (ctx, { questionId }) => qaService.moderate(ctx, questionId, { state: 'hidden' }),
  'qa:answer': (ctx, { questionId, text }) => qaService.moderate(ctx, questionId, { answer: text }),
  'poll:create': qaService.createPoll,
  'poll:vote': qaService.votePoll,
  'poll:close': qaService.closePoll,
  'webcast:watch': watchService.watch,
  'webcast:unwatch': watchService.unwatch,
  'direct:open': directService.open,
  'direct:list': directService.list,
  'direct:call': directService.call,
};
