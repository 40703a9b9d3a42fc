/**
 * The bare socket.io baseline of realtime.bench.ts (a server process by itself, not a benchmark):
 * the server's socket.io, with the server's options and path, and with REDIS_URL its Redis adapter
 * set up as the server sets it up (platform/realtime/server.ts). No database, no rights, no limits:
 * 'chat:join' joins the chat's room, 'chat:send' emits a message of the contract's shape to it with
 * a plain `io.to(room).emit` and acknowledges it. Listens on HOST:PORT; answers GET /ready with 200.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { type ChatMessage, REALTIME_PATH } from '@foyer/shared';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';

const http = createServer((req, res) => {
  res.writeHead(req.url === '/ready' ? 200 : 404).end();
});
const io = new Server(http, { path: REALTIME_PATH, serveClient: false, maxHttpBufferSize: 64 * 1024 });
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? [createClient({ url: redisUrl }), createClient({ url: redisUrl })] : [];
if (redis.length) {
  await Promise.all(redis.map((client) => client.connect()));
  io.adapter(createAdapter(redis[0], redis[1], { key: `${process.env.REDIS_PREFIX ?? 'foyer'}#sio` }));
}

let seq = 0;
type Ack = (answer: object) => void;
io.on('connection', (socket) => {
  // As long as the app's ids and names, so that the messages weigh the same.
  const participantId = randomUUID();
  const authorName = `Visitor ${socket.handshake.auth.visitorToken ?? ''}`.slice(0, 14);
  socket.on('chat:join', ({ chatId }: { chatId: string }, ack: Ack) => {
    socket.join(`chat:${chatId}`);
    ack({ ok: true, messages: [], hasMore: false, muted: false });
  });
  socket.on('chat:send', ({ chatId, text }: { chatId: string; text: string }, ack: Ack) => {
    const message: ChatMessage = {
      id: randomUUID(),
      seq: ++seq,
      chatId,
      participantId,
      authorName,
      byModerator: false,
      text,
      createdAt: new Date().toISOString(),
    };
    io.to(`chat:${chatId}`).emit('chat:message', message);
    ack({ ok: true, message });
  });
});

http.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');

process.on('SIGTERM', async () => {
  io.local.disconnectSockets(true);
  io.close();
  await Promise.all(redis.map((client) => client.close()));
  process.exit(0);
});
