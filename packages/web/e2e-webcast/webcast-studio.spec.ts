import { api, enterVenue, expect, test } from '../e2e/support';
import { expectPlaying, openTalk, webcastInAuditorium } from './setup';

test('a speaker goes live from the browser studio with a camera, and a visitor watches it', async ({
  browser,
  request,
}) => {
  const { token, webcastId, pageCode, link, webcast } = await webcastInAuditorium(request);
  const consoleOf = async (role: 'moderator' | 'speaker') => {
    const made = await api(request, 'POST', `webcasts/${webcastId}/login-as`, { role }, token);
    expect(made.success, JSON.stringify(made)).toBe(true);
    const page = await (await browser.newContext()).newPage();
    await page.goto(`/webcast/${webcastId}#session=${made.results!.webcastToken as string}`);
    await expect(page.getByRole('heading', { name: 'Main stage', level: 1 })).toBeVisible();
    return page;
  };

  // The speaker sets up the (fake) camera and microphone, sees the preview and joins the studio.
  const speaker = await consoleOf('speaker');
  const studio = speaker.getByRole('region', { name: 'Studio' });
  await studio.getByRole('button', { name: 'Set up camera and microphone' }).click();
  const preview = studio.getByLabel('Your preview');
  await expect
    .poll(() => preview.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await studio.getByRole('button', { name: 'Join the studio' }).click();
  await expect(studio.getByText('In the studio', { exact: true })).toBeVisible({ timeout: 15_000 });

  // The moderator sees the speaker ready and puts them on air: the webcast goes live.
  const moderator = await consoleOf('moderator');
  const presenters = moderator.getByRole('list', { name: 'Presenters in the studio' });
  await expect(presenters.getByText('Ready')).toBeVisible({ timeout: 20_000 });
  await presenters.getByRole('button', { name: /^Put .+ on air$/ }).click();
  await expect(presenters.getByText('On air', { exact: true })).toBeVisible();
  await expect.poll(async () => (await webcast()).status, { timeout: 20_000 }).toBe('live');
  await expect(studio.getByText('You are on air', { exact: true })).toBeVisible({ timeout: 10_000 });

  // Mary watches the speaker's camera in the auditorium.
  const mary = await enterVenue(browser, pageCode, link, 'Main hall');
  await openTalk(mary);
  const video = mary.getByRole('dialog').locator('video').first();
  await expectPlaying(video);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoHeight)).toBeGreaterThan(0);

  // The moderator stops the studio broadcast: it ends for Mary and is kept as a recording.
  await presenters.getByRole('button', { name: 'Stop studio broadcast' }).click();
  await moderator
    .getByRole('dialog', { name: 'Stop the studio broadcast?' })
    .getByRole('button', { name: 'Stop studio broadcast' })
    .click();
  await expect.poll(async () => (await webcast()).status, { timeout: 20_000 }).toBe('ended');
  await expect(mary.getByText('The broadcast has ended')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await webcast()).recordings.length, { timeout: 30_000 }).toBe(1);
});
