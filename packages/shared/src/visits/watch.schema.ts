import { z } from 'zod';
import type { WebcastStage } from '../webcasts/webcasts.schema.js';
import type { ChatAck } from './chat.schema.js';

/**
 * The players of a webcast in the live venue (issue 18, the console's audience): over the venue's
 * socket.io connection (chat.schema.ts: handshake, acknowledgements).
 *
 * Client → server:
 *   'webcast:watch'   WebcastWatchRequest → WatchAck: the player of a webcast that the visitor's
 *        venue uses is open (counted as a viewer in the console) and follows its stage; answers the
 *        notice and the slide shown now. Any other webcast: NOT_FOUND.
 *   'webcast:unwatch' WebcastWatchRequest → { ok: true }: the player closed.
 * Server → client:
 *   'webcast:stage'   WatchedStage: the console changed the notice or the slide (null: none).
 * A reconnecting client watches again: its count and its stage follow the new connection.
 */
export const WebcastWatchRequest = z.strictObject({ webcastId: z.uuid() });

export type WatchAck = ChatAck<WebcastStage>;

export type WatchedStage = { webcastId: string } & WebcastStage;
