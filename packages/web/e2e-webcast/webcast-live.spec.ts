import { spawn } from 'node:child_process';
import { api, enterVenue, expect, test } from '../e2e/support';
import { type VenueAnswer, expectPlaying, openTalk, webcastInAuditorium } from './setup';

/** An encoder: ffmpeg sending a test picture and tone to the webcast's ingest for at most `seconds`. */
function encoder(url: string, seconds: number) {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-tune',
        'zerolatency',
        '-pix_fmt',
        'yuv420p',
        '-g',
        '50',
      ],
      ...['-c:a', 'aac', '-t', String(seconds), '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited };
}

test('a broadcast from an encoder plays live in the auditorium, ends, and plays on demand as its recording', async ({
  browser,
  request,
}) => {
  const { token, eventId, webcastId, talk, pageCode, link, webcast } = await webcastInAuditorium(request);

  // The organiser's encoder goes live with the webcast's key.
  const { ingest } = await webcast();
  expect(ingest).not.toBeNull();
  const live = encoder(`${ingest!.serverUrl}/${ingest!.streamKey}`, 40);
  await expect.poll(async () => (await webcast()).status, { timeout: 15_000 }).toBe('live');

  // Mary watches it in the auditorium: the picture advances and frames are decoded.
  const mary = await enterVenue(browser, pageCode, link, 'Main hall');
  await openTalk(mary);
  const video = mary.getByRole('dialog').locator('video').first();
  await expectPlaying(video);
  const frames = await video.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);
  expect(frames).toBeGreaterThan(25);
  const t1 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(t1 + 2);

  // A moderator's console counts Mary's player, and the notice posted there appears above it at once.
  const moderatorToken = (
    await api(request, 'POST', `webcasts/${webcastId}/login-as`, { role: 'moderator' }, token)
  ).results!.webcastToken as string;
  const moderator = await (await browser.newContext()).newPage();
  await moderator.goto(`/webcast/${webcastId}#session=${moderatorToken}`);
  await expect(moderator.getByTestId('webcast-viewers')).toHaveText('1 viewer', { timeout: 15_000 });
  // The signal as nginx-rtmp measures it, with the ingest delay of this encoder on loopback.
  const signal = moderator.getByRole('region', { name: 'Signal' });
  await expect(signal.getByText('Ingest delay').locator('xpath=following-sibling::dd')).toHaveText(
    /^\d\.\d s$/,
  );
  await moderator.getByRole('textbox', { name: 'Notice' }).fill('Questions after the break, please.');
  await moderator.getByRole('button', { name: 'Post notice' }).click();
  await expect(moderator.getByTestId('console-notice')).toHaveText('Questions after the break, please.');
  await expect(
    mary.getByRole('dialog').getByRole('status').getByText('Questions after the break, please.'),
  ).toBeVisible();

  // Mary asks; the moderator approves it in the console, and it shows as approved to her.
  const maryQa = mary.getByRole('dialog').getByRole('region', { name: /^Questions and polls/ });
  await maryQa.getByRole('textbox', { name: 'Your question' }).fill('Will the recording be online?');
  await maryQa.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(maryQa.getByText('Awaiting approval')).toBeVisible();
  const questions = moderator.getByRole('region', { name: 'Questions and polls' });
  const toApprove = questions.getByRole('region', { name: 'To approve (1)' });
  await expect(toApprove.getByText('Will the recording be online?')).toBeVisible();
  await toApprove.getByRole('button', { name: 'Approve' }).click();
  await expect(questions.getByRole('region', { name: 'Approved (1)' })).toBeVisible();
  await expect(maryQa.getByText('Awaiting approval')).toHaveCount(0);
  await expect(maryQa.getByText('Will the recording be online?')).toBeVisible();

  // The moderator starts a poll in the console; Mary votes, and the console counts her vote.
  await questions.getByRole('button', { name: 'New poll' }).click();
  await questions.getByRole('textbox', { name: 'Question' }).fill('Tea or coffee?');
  await questions.getByRole('textbox', { name: 'Option 1' }).fill('Tea');
  await questions.getByRole('textbox', { name: 'Option 2' }).fill('Coffee');
  await questions.getByRole('button', { name: 'Start poll' }).click();
  await maryQa.getByRole('radio', { name: 'Coffee' }).check();
  await maryQa.getByRole('button', { name: 'Vote', exact: true }).click();
  await expect(questions.getByText('1 vote in total')).toBeVisible();

  // The moderator shows the auditorium's slide: it appears beside Mary's player.
  await moderator.getByRole('button', { name: 'Show: Harbour map' }).click();
  await expect(moderator.getByTestId('console-slide')).toHaveText('Harbour map');
  await expect(
    mary.getByRole('dialog').getByRole('img', { name: 'Current slide: Harbour map' }),
  ).toBeVisible();
  await moderator.close();

  // The encoder stops: the webcast ends, the visitor is told, and the broadcast becomes a video.
  live.child.kill('SIGTERM');
  await live.exited;
  await expect.poll(async () => (await webcast()).status, { timeout: 15_000 }).toBe('ended');
  await expect(mary.getByText('The broadcast has ended')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await webcast()).recordings.length, { timeout: 30_000 }).toBe(1);
  const [recording] = (await webcast()).recordings;
  expect(recording!.kind).toBe('video');
  expect(recording!.duration).toBeGreaterThan(5);

  // The talk had no video of its own: the recording is its on-demand video now, and plays.
  const after = (await api(request, 'GET', `events/${eventId}/venue`, undefined, token))
    .results as VenueAnswer;
  const onDemand = after.venue.rooms.flatMap((r) => r.elements).find((e) => e.id === talk.id)!;
  expect(onDemand.videoAssetId).toBe(recording!.id);
  await mary.reload();
  await openTalk(mary);
  const recorded = mary.getByRole('dialog').locator('video').first();
  await expect(recorded).toHaveAttribute('src', /^\/files\//, { timeout: 15_000 });
  await recorded.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => recorded.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(1);
});
