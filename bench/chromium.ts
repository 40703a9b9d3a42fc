/**
 * Debian's Chromium as the benches drive it (Lighthouse, the webcast players): CHROMIUM_PATH or
 * /usr/bin/chromium, with the flags that keep it to the page under test (no sandbox in containers,
 * no GPU, no background traffic, no first-run screens).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
