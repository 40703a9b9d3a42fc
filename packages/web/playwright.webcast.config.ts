import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The live webcast journey (`npm run test:webcast`): needs nginx with the RTMP module and ffmpeg
// (`apt-get install -y nginx libnginx-mod-rtmp ffmpeg`), which the server starts itself. Two
// renditions only: the machine has two cores, and the encoder and the browser need them too.
const port = Number(process.env.E2E_WEBCAST_PORT ?? 3196);
const baseURL = `http://localhost:${port}`;
// The base config has one web server.
const server = base.webServer as Exclude<NonNullable<typeof base.webServer>, unknown[]>;

export default defineConfig({
  ...base,
  testDir: './e2e-webcast',
  workers: 1,
  timeout: 120_000,
  use: { ...base.use, baseURL },
  webServer: {
    ...server,
    url: `${baseURL}/api/v1/openapi.json`,
    env: {
      ...server.env,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      RTMP_AUTOSTART: 'true',
      RTMP_PORT: process.env.E2E_RTMP_PORT ?? '19356',
      WEBCAST_RENDITIONS: 'source,360p',
    },
  },
});
