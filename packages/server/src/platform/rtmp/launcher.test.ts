import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RTMP_CALLBACK_PATHS } from './callbacks.js';
import { isRunning } from '../launch/process.js';
import {
  DEFAULT_RENDITIONS,
  PID_FILE,
  type RenditionName,
  isOurNginx,
  mediaPaths,
  rtmpConfig,
  startRtmp,
  stopStaleRtmp,
} from './launcher.js';

const paths = mediaPaths('/srv/foyer/data');
const SECRET = 'cb+secret/with&odd=chars';

const configOf = (
  overrides: Partial<{ renditions: readonly RenditionName[]; asRoot: boolean; host: string }> = {},
) =>
  rtmpConfig({
    paths,
    host: '127.0.0.1',
    port: 1935,
    statPort: 8091,
    callbackBase: 'http://127.0.0.1:3000/',
    callbackSecret: SECRET,
    renditions: DEFAULT_RENDITIONS,
    modulePath: '/usr/lib/nginx/modules/ngx_rtmp_module.so',
    ffmpeg: '/usr/bin/ffmpeg',
    asRoot: false,
    ...overrides,
  });

/** The `rtmp { … }` block (the encoders' side; the `http` block after it is loopback statistics). */
const rtmpBlock = (conf: string) => conf.slice(conf.indexOf('\nrtmp {'), conf.indexOf('\nhttp {'));

/** The directives of one `application` block, one per line. */
function application(conf: string, name: string): string[] {
  const start = conf.indexOf(`application ${name} {`);
  expect(start, `application ${name}`).toBeGreaterThan(-1);
  const body = conf.slice(start, conf.indexOf('\n    }', start));
  return body
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** The ffmpeg command of `show`'s exec_push, split at each output (`-f flv <url>`). */
function outputs(conf: string): Map<string, string> {
  const exec = application(conf, 'show').find((line) => line.startsWith('exec_push'));
  expect(exec).toBeDefined();
  const found = new Map<string, string>();
  // Each output's arguments run from after the previous output's url to its own.
  let rest = exec!.slice(exec!.indexOf('-i '));
  for (const match of exec!.matchAll(/-f flv rtmp:\/\/127\.0\.0\.1:1935\/abr\/\$name_(\w+)/g)) {
    const end = rest.indexOf(match[0]) + match[0].length;
    found.set(match[1]!, rest.slice(0, end));
    rest = rest.slice(end);
  }
  return found;
}

describe('rtmpConfig', () => {
  it('makes source, 720p and 360p by default: a copy and two x264 encodings with 2-second key frames', () => {
    const conf = configOf();
    const out = outputs(conf);
    expect([...out.keys()]).toEqual(['source', '720p', '360p']);
    expect(out.get('source')).toContain("-map 0:v -map '0:a?' -c copy -f flv");
    expect(out.get('source')).not.toContain('libx264');
    for (const [name, height, video, audio] of [
      ['720p', 720, 2500, 128],
      ['360p', 360, 800, 96],
    ] as const) {
      const args = out.get(name)!;
      expect(args).toContain("-map 0:v -map '0:a?'");
      expect(args).toContain('-c:v libx264 -preset veryfast -tune zerolatency');
      expect(args).toContain(`-vf scale=-2:${height}`);
      expect(args).toContain(`-b:v ${video}k -maxrate ${video}k -bufsize ${video * 2}k`);
      expect(args).toContain("-force_key_frames 'expr:gte(t,n_forced*2)' -sc_threshold 0");
      expect(args).toContain(`-c:a aac -b:a ${audio}k`);
    }
    // The input is the relayed stream, named by the webcast id.
    expect(conf).toContain('-i rtmp://127.0.0.1:1935/show/$name ');
    expect(application(conf, 'abr').filter((line) => line.startsWith('hls_variant'))).toEqual([
      'hls_variant _source BANDWIDTH=6000000;',
      'hls_variant _720p BANDWIDTH=2628000,RESOLUTION=1280x720;',
      'hls_variant _360p BANDWIDTH=896000,RESOLUTION=640x360;',
    ]);
    expect(application(conf, 'abr')).toEqual(
      expect.arrayContaining([
        'hls on;',
        `hls_path ${paths.hls};`,
        'hls_nested on;',
        'hls_fragment 2s;',
        'hls_playlist_length 10s;',
      ]),
    );
  });

  it('makes only the renditions asked for, in their order', () => {
    const conf = configOf({ renditions: ['1080p', '480p'] });
    expect([...outputs(conf).keys()]).toEqual(['1080p', '480p']);
    expect(outputs(conf).get('1080p')).toContain('-vf scale=-2:1080');
    expect(application(conf, 'abr').filter((line) => line.startsWith('hls_variant'))).toEqual([
      'hls_variant _1080p BANDWIDTH=4628000,RESOLUTION=1920x1080;',
      'hls_variant _480p BANDWIDTH=1296000,RESOLUTION=854x480;',
    ]);
  });

  it('runs nginx as root only when started as root, in one process', () => {
    expect(configOf({ asRoot: true })).toMatch(/^user root;$/m);
    expect(configOf({ asRoot: false })).not.toMatch(/^\s*user\b/m);
    expect(configOf()).toMatch(/^master_process off;$/m);
    expect(configOf()).toMatch(/^worker_processes 1;$/m);
  });

  it('names nothing after the stream key: ingest writes no file and runs no program', () => {
    const conf = configOf();
    const live = application(conf, 'live');
    const directives = live.map((line) => line.split(/\s+/)[0]);
    expect(directives.sort()).toEqual(
      ['allow', 'deny', 'drop_idle_publisher', 'live', 'on_publish', 'on_publish_done', 'on_update'].sort(),
    );
    // `$name` is the key only in `live`; every exec or file path uses it in `show` or `abr` only.
    for (const line of conf.split('\n').filter((l) => /\b(hls|exec|record)\w*\b/.test(l) && l.includes('$')))
      expect(line.trim()).toMatch(/^exec_push /);
    expect(application(conf, 'show').filter((line) => line.startsWith('exec'))).toHaveLength(1);
    // Only loopback publishes into the public names or plays them.
    for (const app of ['show', 'abr'])
      expect(application(conf, app)).toEqual(
        expect.arrayContaining(['allow publish 127.0.0.1;', 'deny publish all;', 'deny play all;']),
      );
    expect(live).toEqual(expect.arrayContaining(['allow play 127.0.0.1;', 'deny play all;']));
  });

  it('calls Foyer back with the secret on publish, every 10 s, and when publishing ends', () => {
    const conf = configOf();
    const secret = encodeURIComponent(SECRET);
    const live = application(conf, 'live');
    expect(live).toContain(
      `on_publish http://127.0.0.1:3000${RTMP_CALLBACK_PATHS.publish}?secret=${secret};`,
    );
    expect(live).toContain(`on_update http://127.0.0.1:3000${RTMP_CALLBACK_PATHS.update}?secret=${secret};`);
    expect(live).toContain(
      `on_publish_done http://127.0.0.1:3000${RTMP_CALLBACK_PATHS.publishDone}?secret=${secret};`,
    );
    expect(conf).toContain('notify_update_timeout 10s;');
    // Recordings are of `show` (named by the webcast id), handed over when each file is complete.
    expect(application(conf, 'show')).toEqual(
      expect.arrayContaining([
        'record all;',
        'record_suffix -%Y%m%d-%H%M%S.flv;',
        `on_record_done http://127.0.0.1:3000${RTMP_CALLBACK_PATHS.recordDone}?secret=${secret};`,
      ]),
    );
    expect(application(conf, 'live').some((line) => line.startsWith('record'))).toBe(false);
    expect(conf.match(/^\s*on_\w+ .*$/gm)?.every((line) => line.includes(`?secret=${secret};`))).toBe(true);
  });

  it('shows its statistics over HTTP on 127.0.0.1 only, and nothing else', () => {
    const conf = configOf({ host: '0.0.0.0' });
    const http = conf.slice(conf.indexOf('\nhttp {'));
    expect(http.match(/^\s*listen .*$/gm)?.map((l) => l.trim())).toEqual(['listen 127.0.0.1:8091;']);
    expect(http).toContain('location = /stat { rtmp_stat all; }');
    expect(http).toContain('location / { return 404; }');
  });

  it('listens where encoders reach it and always on 127.0.0.1 for its relay', () => {
    const listens = (host: string) =>
      rtmpBlock(configOf({ host }))
        .match(/^\s*listen .*$/gm)
        ?.map((l) => l.trim());
    expect(listens('127.0.0.1')).toEqual(['listen 127.0.0.1:1935;']);
    expect(listens('0.0.0.0')).toEqual(['listen 0.0.0.0:1935;']);
    expect(listens('::')).toEqual(['listen 0.0.0.0:1935;', 'listen [::]:1935 ipv6only=on;']);
    expect(listens('10.0.0.5')).toEqual(['listen 127.0.0.1:1935;', 'listen 10.0.0.5:1935;']);
  });

  it('keeps every file of nginx under DATA_DIR/media', () => {
    const conf = configOf();
    for (const line of conf
      .split('\n')
      .filter((l) => /^\s*(pid|lock_file|error_log|access_log|hls_path|record_path|\w+_temp_path) /.test(l))
      .filter((l) => !l.includes(' off;')))
      expect(line.trim().split(/\s+/)[1]!.startsWith('/srv/foyer/data/media/'), line).toBe(true);
    expect(conf).toContain('2>>/srv/foyer/data/media/logs/ffmpeg-$name.log');
  });
});

describe('isOurNginx', () => {
  const conf = paths.conf;
  it('knows nginx started with this configuration, in one process or as a master', () => {
    expect(
      isOurNginx(['/usr/sbin/nginx', '-e', 'x', '-p', 'y/', '-c', conf, '-g', 'daemon off;'], conf),
    ).toBe(true);
    expect(isOurNginx([`nginx: master process /usr/sbin/nginx -p y/ -c ${conf} -g daemon off;`], conf)).toBe(
      true,
    );
  });
  it('refuses another program or another configuration', () => {
    expect(isOurNginx(['/usr/bin/node', '-c', conf], conf)).toBe(false);
    expect(isOurNginx(['/usr/sbin/nginx', '-c', `${conf}.old`], conf)).toBe(false);
    expect(isOurNginx(['/usr/sbin/nginx', '-c', '/etc/nginx/nginx.conf'], conf)).toBe(false);
    expect(isOurNginx([], conf)).toBe(false);
  });
});

describe('stopStaleRtmp and startRtmp without nginx', () => {
  let dir: string;
  let dataDir: string;
  const children: ChildProcess[] = [];
  const warnings: string[] = [];
  const log = { info: () => undefined, warn: (m: string) => warnings.push(m), error: console.error };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'foyer-rtmp-launcher-'));
    dataDir = join(dir, 'data');
    await mkdir(mediaPaths(dataDir).prefix, { recursive: true });
    // A stand-in named nginx: node under that name, idle until a signal ends it.
    await symlink(process.execPath, join(dir, 'nginx'));
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  async function idle(program: string, args: string[]): Promise<number> {
    const child = spawn(program, ['-e', 'setInterval(() => {}, 1000)', '--', ...args], { stdio: 'ignore' });
    children.push(child);
    await new Promise((resolve) => child.once('spawn', resolve));
    return child.pid!;
  }
  const pidFile = () => join(mediaPaths(dataDir).prefix, PID_FILE);

  it('stops an nginx left running with this configuration and removes the pid file', async () => {
    const pid = await idle(join(dir, 'nginx'), [
      '-p',
      'x/',
      '-c',
      mediaPaths(dataDir).conf,
      '-g',
      'daemon off;',
    ]);
    await writeFile(pidFile(), `${pid}\n`);
    await stopStaleRtmp(dataDir, log);
    expect(await isRunning(pid)).toBe(false);
    await expect(readFile(pidFile())).rejects.toThrow();
    expect(warnings.at(-1)).toMatch(new RegExp(`stopping nginx ${pid}`));
  });

  it('leaves alone a process that is not our nginx', async () => {
    const other = await idle(process.execPath, ['-c', mediaPaths(dataDir).conf]);
    const elsewhere = await idle(join(dir, 'nginx'), ['-c', join(dir, 'other', 'nginx.conf')]);
    for (const pid of [other, elsewhere]) {
      await writeFile(pidFile(), `${pid}\n`);
      await stopStaleRtmp(dataDir, log);
      expect(await isRunning(pid)).toBe(true);
    }
  });

  it('answers null with a warning when nginx or its RTMP module is missing', async () => {
    const options = {
      dataDir,
      log,
      callbackBase: 'http://127.0.0.1:3000',
      callbackSecret: 'secret',
      host: '127.0.0.1',
      renditions: DEFAULT_RENDITIONS,
    };
    expect(await startRtmp({ ...options, binary: join(dir, 'no-nginx') })).toBeNull();
    expect(warnings.at(-1)).toMatch(/nginx program was not found/);
    expect(
      await startRtmp({ ...options, binary: join(dir, 'nginx'), modulePath: join(dir, 'none.so') }),
    ).toBeNull();
    expect(warnings.at(-1)).toMatch(/RTMP module was not found/);
  });
});
