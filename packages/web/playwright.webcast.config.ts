import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import video from './playwright.video.config';

// The live webcast journeys (`npm run test:webcast`): need nginx with the RTMP module, ffmpeg and,
// for the browser studio, Janus (`apt-get install -y nginx libnginx-mod-rtmp ffmpeg janus`), which
// the server starts itself. Two renditions only: the machine has two cores, and the encoder and the
// browser need them too. As the video journey, it runs in a network namespace of loopback
// addresses only, and Chromium has a fake camera and microphone.
const port = Number(process.env.E2E_WEBCAST_PORT ?? 3196);
const baseURL = `http://localhost:${port}`;
// The base config has one web server.
const server = base.webServer as Exclude<NonNullable<typeof base.webServer>, unknown[]>;

export default defineConfig({
  ...base,
  testDir: './e2e-webcast',
  workers: 1,
  timeout: 120_000,
  // The video journey's browser: a fake camera and microphone, loopback WebRTC.
  use: { ...video.use, baseURL },
  webServer: {
    ...server,
    url: `${baseURL}/api/v1/openapi.json`,
    env: {
      ...server.env,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      RTMP_AUTOSTART: 'true',
      JANUS_AUTOSTART: 'true',
      RTMP_PORT: process.env.E2E_RTMP_PORT ?? '19356',
      WEBCAST_RENDITIONS: 'source,360p',
    },
  },
});
