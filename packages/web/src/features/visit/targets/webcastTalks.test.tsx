import { type Asset, type LinkTarget, Room, type TheatreVideo, type Venue, webcastsApi } from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { theme } from '../../../ui/theme';
import { VisitorSessionContext } from '../visitorSession';
import { TargetHost, useOpenTarget } from './index';
import { talkMedia } from './viewers/TalkPlayer';

const RECORDING = '00000000-0000-4000-8000-000000000051';
const WEBCAST = '00000000-0000-4000-8000-000000000052';
/** The signed address the venue gives the visitor for the webcast. */
const PLAYLIST = `/hls/n1x2k3.AAAAAAAAAAAAAAAAAAAAAA/${WEBCAST}.m3u8`;
const asset = (id: string, kind: Asset['kind'], name: string): Asset => ({
  id,
  kind,
  origin: 'custom',
  name,
  type: kind === 'video' ? 'video/mp4' : 'application/vnd.apple.mpegurl',
  size: 1,
  url: `/files/${id}`,
  originalUrl: `/files/${id}`,
  thumbnailUrl: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  version: 1,
});
const assets = new Map([
  [RECORDING, asset(RECORDING, 'video', 'Keynote recording')],
  [WEBCAST, asset(WEBCAST, 'webcast', 'Main stage stream')],
]);

// The keynote goes live at 09:00 and is on demand from 18:00; the panel is live only, from 11:00.
const theatre = Room.parse({
  id: 'th1',
  kind: 'THEATRE',
  designId: 'theatre-amphi',
  title: 'Main stage',
  elements: [
    {
      id: 'talk1',
      kind: 'THEATRE_VIDEO',
      title: 'Keynote',
      videoAssetId: RECORDING,
      webcastAssetId: WEBCAST,
      plannedLiveStart: '2027-03-12T09:00:00.000Z',
      onDemandFrom: '2027-03-12T18:00:00.000Z',
    },
    {
      id: 'talk2',
      kind: 'THEATRE_VIDEO',
      title: 'Panel',
      webcastAssetId: WEBCAST,
      plannedLiveStart: '2027-03-12T11:00:00.000Z',
    },
  ],
});
const [keynote, panel] = theatre.elements as [TheatreVideo, TheatreVideo];
const venue = {
  rooms: [theatre],
  doors: [],
  agenda: [],
  chats: [],
  breakouts: [],
  profileItems: [],
  moderators: [],
} as unknown as Venue;

const at = (time: string) => new Date(`2027-03-12T${time}:00.000Z`);

function OpenWebcast() {
  const openTarget = useOpenTarget();
  const target: LinkTarget = { kind: 'webcast', assetId: WEBCAST };
  return (
    <button type="button" onClick={() => openTarget(target)}>
      Open the webcast
    </button>
  );
}

/**
 * Opens the webcast target at a time of the event day (UTC) in the live venue ACME27; answers the
 * programme's dialog.
 */
async function webcastAt(time: string) {
  render(
    <MantineProvider theme={theme}>
      <VisitorSessionContext.Provider value={{ pageCode: 'ACME27', visitorToken: 'visitor-token' }}>
        <TargetHost
          venue={venue}
          assets={assets}
          event={{ id: 'ev1', startRoomId: 'th1', allowChatVideo: false, timeZone: 'UTC' }}
          onRoom={() => {}}
          now={() => at(time)}
        >
          <OpenWebcast />
        </TargetHost>
      </VisitorSessionContext.Provider>
    </MantineProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open the webcast' }));
  return screen.findByRole('dialog', { name: 'Main stage' });
}

let fake: FakeApi;
beforeEach(() => {
  // The venue gives the visitor a signed address; no broadcast is on: the playlist answers 404.
  fake = fakeApi({ token: null }).on(webcastsApi.playback, {
    playback: { url: PLAYLIST, expiresAt: '2027-03-12T12:00:00.000Z' },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('talkMedia', () => {
  it('plays a talk’s webcast from its planned live start and its recording from its on-demand date', () => {
    const assetsById = assets as ReadonlyMap<string, Asset>;
    expect(talkMedia(keynote, assetsById, at('08:59'))).toBeUndefined();
    expect(talkMedia(keynote, assetsById, at('09:00'))).toEqual({ kind: 'webcast', webcastId: WEBCAST });
    expect(talkMedia(keynote, assetsById, at('18:00'))).toEqual({
      kind: 'video',
      asset: assets.get(RECORDING),
    });
    expect(talkMedia(panel, assetsById, at('10:00'))).toBeUndefined();
    expect(talkMedia(panel, assetsById, at('23:00'))).toEqual({ kind: 'webcast', webcastId: WEBCAST });
  });

  it('plays a webcast without a planned start at any time, and a video without on-demand date as before', () => {
    const assetsById = assets as ReadonlyMap<string, Asset>;
    const anytime = { ...panel, plannedLiveStart: null };
    expect(talkMedia(anytime, assetsById, at('00:00'))).toEqual({ kind: 'webcast', webcastId: WEBCAST });
    const recorded = { ...keynote, webcastAssetId: null, onDemandFrom: null };
    expect(talkMedia(recorded, assetsById, at('00:00'))).toEqual({
      kind: 'video',
      asset: assets.get(RECORDING),
    });
  });
});

describe('a webcast in the programme', () => {
  it('opens as a live player that says the broadcast has not started, with the planned start', async () => {
    const dialog = await webcastAt('08:00');
    expect(within(dialog).getByText('Webcast: Main stage stream')).toBeTruthy();
    expect(within(dialog).getByLabelText('Main stage stream', { selector: 'video' })).toBeTruthy();
    expect(await within(dialog).findByText('The broadcast has not started yet')).toBeTruthy();
    expect(within(dialog).getByText(/^Planned start: .*9:00/)).toBeTruthy();
    // Counted down by the venue's clock.
    expect(within(dialog).getByRole('timer').textContent).toBe('Starts in 1 h 00 min');
    expect(fake.calls(webcastsApi.playback)[0]?.params).toEqual({ pageCode: 'ACME27', id: WEBCAST });
    await waitFor(() => expect(fake.unhandled).toContain(`GET ${PLAYLIST}`));
    // Before its planned live start the keynote offers nothing to watch.
    const card = dialog.querySelector<HTMLElement>('[data-talk="talk1"]')!;
    expect(within(card).queryByRole('button', { name: 'Watch: Keynote' })).toBeNull();
  });

  it('offers "Watch" from the planned live start and plays the talk’s webcast', async () => {
    const dialog = await webcastAt('09:30');
    const card = dialog.querySelector<HTMLElement>('[data-talk="talk1"]')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Watch: Keynote' }));
    expect(within(card).getByText('In the player')).toBeTruthy();
    expect(within(dialog).getByLabelText('Keynote', { selector: 'video' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Main stage stream', { selector: 'video' })).toBeNull();
    expect(await within(dialog).findByText('The broadcast has not started yet')).toBeTruthy();
    // Its planned live start has come.
    expect(within(dialog).getByRole('timer').textContent).toBe('Starting any moment');
  });

  it('says so when the venue no longer uses the webcast', async () => {
    fake.on(webcastsApi.playback, { errorKey: 'NOT_FOUND' });
    const dialog = await webcastAt('08:00');
    expect(await within(dialog).findByText('This broadcast is not available')).toBeTruthy();
    expect(fake.unhandled.filter((call) => call.includes('/hls/'))).toEqual([]);
  });

  it('plays the recording once the talk is on demand', async () => {
    const dialog = await webcastAt('19:00');
    const card = dialog.querySelector<HTMLElement>('[data-talk="talk1"]')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Watch: Keynote' }));
    const player = within(dialog).getByLabelText('Keynote', { selector: 'video' });
    expect(player.getAttribute('src')).toBe(`/files/${RECORDING}`);
  });
});
