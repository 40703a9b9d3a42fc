import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The video journey (`npm run test:video`): needs Janus (`apt-get install -y janus`), which the server
// starts on loopback itself. Chromium gets a fake camera and microphone, and may use loopback
// addresses for WebRTC, so that the media stays on 127.0.0.1.
const port = Number(process.env.E2E_VIDEO_PORT ?? 3198);
const baseURL = `http://localhost:${port}`;
const launch = base.use?.launchOptions ?? {};
// The base config has one web server.
const server = base.webServer as Exclude<NonNullable<typeof base.webServer>, unknown[]>;

export default defineConfig({
  ...base,
  testDir: './e2e-video',
  workers: 1,
  timeout: 90_000,
  use: {
    ...base.use,
    baseURL,
    launchOptions: {
      ...launch,
      args: [
        ...(launch.args ?? []),
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--allow-loopback-in-peer-connection',
      ],
    },
  },
  webServer: {
    ...server,
    url: `${baseURL}/api/v1/openapi.json`,
    env: { ...server.env, PORT: String(port), PUBLIC_URL: baseURL, JANUS_AUTOSTART: 'true' },
  },
});
