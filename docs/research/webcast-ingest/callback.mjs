// Minimal nginx-rtmp notify callback server (Node 20, ES module, no deps).
// Env: CB_PORT (default 18081), STREAM_KEY (secret), PUBLIC_ID (public webcast id),
//      CB_LOG (jsonl file with every request), MODE default for on_publish:
//        "redirect"  -> 302 Location: <PUBLIC_ID>            (rename inside same app)
//        "relay"     -> 302 Location: rtmp://127.0.0.1:<RTMP_PORT>/show/<PUBLIC_ID> (push to 2nd app)
//        "ok"        -> 200 (no rename)
//      A ?mode=... query on the notify URL overrides MODE.
import http from 'node:http';
import fs from 'node:fs';

const PORT = Number(process.env.CB_PORT || 18081);
const KEY = process.env.STREAM_KEY || 'sk_secret_123';
const PUBLIC_ID = process.env.PUBLIC_ID || 'webcast42';
const RTMP_PORT = process.env.RTMP_PORT || '19350';
const LOG = process.env.CB_LOG || '/tmp/rtmp-proto/run/callback.jsonl';
const DEFAULT_MODE = process.env.MODE || 'relay';
// GUARD=1: refuse (403) a 2nd publisher for a key that is already live, instead of relying on
// nginx's "Already publishing" (which still fires on_publish_done/on_record_done for the loser).
const GUARD = process.env.GUARD !== '0';
const active = new Map(); // key -> clientid of the accepted publisher

const log = (o) => fs.appendFileSync(LOG, `${JSON.stringify({ t: new Date().toISOString(), ...o })}\n`);

const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    const url = new URL(req.url, 'http://x');
    const form = Object.fromEntries(new URLSearchParams(body));
    const mode = url.searchParams.get('mode') || DEFAULT_MODE;
    let status = 200;
    const headers = {};
    if (form.call === 'publish') {
      if (form.name !== KEY) status = 403;
      else if (GUARD && active.has(form.name)) status = 403;
      else if (mode === 'redirect') {
        status = 302;
        headers.Location = PUBLIC_ID;
      } // NB: nginx hls in the same app keeps the OLD name
      else if (mode === 'relay') {
        status = 302;
        headers.Location = `rtmp://127.0.0.1:${RTMP_PORT}/show/${PUBLIC_ID}`;
      }
    }
    if (form.call === 'publish' && status < 400) active.set(form.name, form.clientid);
    if (form.call === 'publish_done' && active.get(form.name) === form.clientid) active.delete(form.name);
    log({
      method: req.method,
      url: req.url,
      contentType: req.headers['content-type'],
      userAgent: req.headers['user-agent'],
      fields: Object.keys(form),
      form,
      status,
      headers,
    });
    res.writeHead(status, headers);
    res.end();
  });
});
server.listen(PORT, '127.0.0.1', () => log({ listening: PORT }));
for (const s of ['SIGTERM', 'SIGINT']) process.on(s, () => server.close(() => process.exit(0)));
