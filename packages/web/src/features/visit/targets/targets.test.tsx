import type { Asset, LinkTarget, Room, Venue, VenueElement } from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { theme } from '../../../ui/theme';
import { ActivityContext } from '../activity';
import { recorderSpy } from '../activity/testing';
import { TargetHost, isActionable, isElementActionable, useOpenElement, useOpenTarget } from './index';
import { formatDuration } from './time';
import i18n from '../../../lib/i18n';

const NOW = new Date('2027-03-12T10:00:00.000Z');

const asset = (id: string, kind: Asset['kind'], name: string): Asset => ({
  id,
  kind,
  origin: 'custom',
  name,
  type: kind === 'document' ? 'application/pdf' : kind === 'video' ? 'video/mp4' : 'image/png',
  size: 1000,
  url: `/files/${id}`,
  originalUrl: `/files/${id}`,
  thumbnailUrl: null,
  createdAt: '2027-01-01T10:00:00.000Z',
  version: 1,
});

const ASSETS = [
  asset('doc1', 'document', 'price-list.pdf'),
  asset('pic1', 'image', 'Stand photo'),
  asset('vid1', 'video', 'Product film'),
  asset('talkvid', 'video', 'Keynote recording'),
  asset('img1', 'image', 'First image'),
  asset('img2', 'image', 'Second image'),
  asset('img3', 'image', 'Third image'),
  asset('staffimg', 'image', 'ana.png'),
  asset('web1', 'webcast', 'Main stage stream'),
];
const assets = new Map(ASSETS.map((a) => [a.id, a]));

const room = (id: string, kind: Room['kind'], title: string, elements: Room['elements'] = []): Room => ({
  id,
  kind,
  designId: kind === 'HALL' ? 'hall-atrium' : kind === 'BOOTH' ? 'booth-island' : 'theatre-amphi',
  title,
  description: '',
  target: { kind: 'none' },
  nextRoomId: null,
  logoAssetId: null,
  color: null,
  shared: false,
  elements,
});

const venue: Venue = {
  rooms: [
    room('hall1', 'HALL', 'Main hall', [
      {
        id: 'canvas1',
        kind: 'HALL_CANVAS',
        slotId: 'canvas-1',
        imageAssetId: 'pic1',
        target: { kind: 'picture', assetId: 'pic1' },
        duration: 10,
        fade: true,
        showLogo: false,
      },
    ]),
    {
      ...room('booth1', 'BOOTH', 'Acme Robotics', [
        {
          id: 'mon1',
          kind: 'BOOTH_DOCMONITOR',
          slotId: 'monitor-1',
          title: 'Price list',
          tooltip: '',
          description: 'Our prices for 2027',
          category: 'Sales',
          source: 'document',
          documentAssetId: 'doc1',
          url: null,
          imageAssetId: null,
          thumbnailAssetId: null,
          icon: '',
          hasRating: false,
        },
        {
          id: 'mon2',
          kind: 'BOOTH_DOCMONITOR',
          slotId: 'monitor-2',
          title: 'Website',
          tooltip: '',
          description: '',
          category: '',
          source: 'link',
          documentAssetId: null,
          url: 'https://acme.example.com',
          imageAssetId: null,
          thumbnailAssetId: null,
          icon: '',
          hasRating: false,
        },
        {
          id: 'video1',
          kind: 'BOOTH_VIDEO',
          slotId: 'screen-1',
          title: 'Our robots',
          tooltip: '',
          description: '',
          videoAssetId: 'vid1',
          thumbnailAssetId: null,
          autostart: true,
          loop: true,
          startFullscreen: true,
          slideshow: true,
          slideshowAssetIds: ['img1', 'img2', 'img3'],
          slideDuration: 4,
          fade: true,
          imageDuration: 5,
        },
        {
          id: 'staff1',
          kind: 'BOOTH_STAFF',
          slotId: 'staff-1',
          name: 'Ana Ruiz',
          imageAssetId: 'staffimg',
          heightMetres: 1.7,
          group: 'Sales',
          allowChat: false,
          allowVideoCalls: true,
          target: { kind: 'none' },
        },
        {
          id: 'staff2',
          kind: 'BOOTH_STAFF',
          slotId: 'staff-2',
          name: 'Jonas Weber',
          imageAssetId: null,
          heightMetres: 1.8,
          group: null,
          allowChat: false,
          allowVideoCalls: false,
          target: { kind: 'iframe', url: 'https://calendar.example.com/jonas' },
        },
      ]),
      description: 'Industrial robots',
    },
    room('booth2', 'BOOTH', 'Beta Coffee'),
    room('theatre1', 'THEATRE', 'Main stage', [
      {
        id: 'talk1',
        kind: 'THEATRE_VIDEO',
        title: 'Keynote',
        description: '',
        speaker: 'Dr. Ada Lovelace',
        bio: '',
        category: '',
        videoAssetId: 'talkvid',
        webcastAssetId: 'web1',
        chatId: null,
        link: null,
        thumbnailAssetId: null,
        startsAt: '2027-03-12T12:05:00.000Z',
        plannedLiveStart: '2027-03-12T12:00:00.000Z',
        onDemandFrom: null,
        noSlides: false,
        interactive: false,
        rating: false,
      },
      {
        id: 'slide1',
        kind: 'THEATRE_SLIDE',
        title: 'Welcome',
        url: 'https://cdn.example.com/s1.png',
        time: 0,
      },
      {
        id: 'slide2',
        kind: 'THEATRE_SLIDE',
        title: 'Agenda',
        url: 'https://cdn.example.com/s2.png',
        time: 30,
      },
      {
        id: 'slide3',
        kind: 'THEATRE_SLIDE',
        title: 'Results',
        url: 'https://cdn.example.com/s3.png',
        time: 90,
      },
    ]),
  ],
  doors: [
    {
      id: 'door1',
      kind: 'DOOR',
      roomId: 'hall1',
      slotId: 'door-1',
      title: 'To the booths',
      title2: '',
      tooltip: '',
      target: { kind: 'room', elementId: 'booth1' },
      designId: null,
      opensAt: '2027-03-12T11:00:00.000Z',
      closesAt: null,
    },
  ],
  agenda: [
    {
      id: 'day1',
      kind: 'TIMELINE_DAY',
      date: '2027-03-12',
      title: 'Opening day',
      items: [
        {
          id: 'item1',
          kind: 'TIMELINE_DAY_ITEM',
          name: '',
          title: 'Keynote',
          location: 'Main stage',
          start: '12:00',
          end: '13:00',
          color: null,
          speakers: 'Ada Lovelace',
          thumbnailAssetId: null,
          buttonLabel: 'Join the keynote',
          target: { kind: 'room', elementId: 'theatre1' },
        },
        {
          id: 'item2',
          kind: 'TIMELINE_DAY_ITEM',
          name: '',
          title: 'Lunch',
          location: '',
          start: '13:00',
          end: '14:00',
          color: null,
          speakers: '',
          thumbnailAssetId: null,
          buttonLabel: '',
          target: { kind: 'none' },
        },
      ],
    },
  ],
  chats: [{ id: 'chat1', kind: 'EVENT_CHAT', title: 'Lobby' }],
  breakouts: [{ id: 'br1', kind: 'EVENT_BREAKOUT', name: 'Meet', moderatorId: null, capacity: 30 }],
  profileItems: [
    {
      id: 'p1',
      kind: 'PROFILE_ITEM',
      type: 'textfield',
      label: 'Company',
      title: '',
      placeholder: '',
      header: '',
      errorMessage: '',
      icon: '',
      options: [],
      hidden: false,
      visible: true,
      readonly: false,
      share: false,
      required: false,
      urlTemplate: null,
    },
    {
      id: 'p2',
      kind: 'PROFILE_ITEM',
      type: 'textfield',
      label: 'Internal score',
      title: '',
      placeholder: '',
      header: '',
      errorMessage: '',
      icon: '',
      options: [],
      hidden: true,
      visible: false,
      readonly: false,
      share: false,
      required: false,
      urlTemplate: null,
    },
  ],
  moderators: [],
};

const el = (id: string): VenueElement => {
  for (const r of venue.rooms) {
    if (r.id === id) return r;
    const found = r.elements.find((e) => e.id === id);
    if (found) return found;
  }
  const found = [...venue.doors, ...venue.agenda, ...venue.chats, ...venue.breakouts].find(
    (e) => e.id === id,
  );
  if (!found) throw new Error(`no element ${id}`);
  return found;
};

/** A stand-in walker: one button per target and per element it is given. */
function Walker({ targets = [], elements = [] }: { targets?: LinkTarget[]; elements?: string[] }) {
  const openTarget = useOpenTarget();
  const openElement = useOpenElement();
  return (
    <div>
      {targets.map((target, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of the test's targets
        <button key={`target ${target.kind} ${i}`} type="button" onClick={() => openTarget(target)}>
          {`target ${target.kind} ${i}`}
        </button>
      ))}
      {elements.map((id) => (
        <button key={id} type="button" onClick={() => openElement(el(id))}>
          {`element ${id}`}
        </button>
      ))}
    </div>
  );
}

function renderHost(
  walker: { targets?: LinkTarget[]; elements?: string[] },
  allowChatVideo = true,
  onBreakout?: (breakoutId: string) => void,
  timeZone?: string,
) {
  const onRoom = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <TargetHost
        venue={venue}
        assets={assets}
        event={{ id: 'ev1', startRoomId: 'hall1', allowChatVideo, timeZone }}
        onRoom={onRoom}
        visitorName="Grace Hopper"
        now={() => NOW}
        onBreakout={onBreakout}
      >
        <Walker {...walker} />
      </TargetHost>
    </MantineProvider>,
  );
  return { onRoom };
}

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

let openSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  openSpy = vi.fn();
  vi.stubGlobal('open', openSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isActionable', () => {
  it('says chats, breakout rooms and no target do nothing without the host’s abilities, and the rest do', () => {
    expect(isActionable({ kind: 'chat', elementId: 'chat1' })).toBe(false);
    expect(isActionable({ kind: 'breakout', elementId: 'br1' })).toBe(false);
    expect(isActionable({ kind: 'none' })).toBe(false);
    expect(isActionable({ kind: 'room', elementId: 'booth1' })).toBe(true);
    expect(isActionable({ kind: 'boothDirectory' })).toBe(true);
  });

  it('makes breakout rooms actionable only where the host can open a call', () => {
    expect(isActionable({ kind: 'breakout', elementId: 'br1' }, { chat: true })).toBe(false);
    expect(isActionable({ kind: 'breakout', elementId: 'br1' }, { breakout: true })).toBe(true);
    expect(isActionable({ kind: 'chat', elementId: 'chat1' }, { breakout: true })).toBe(false);
    expect(isElementActionable(el('br1'), NOW)).toBe(false);
    expect(isElementActionable(el('br1'), NOW, { breakout: true })).toBe(true);
  });

  it('treats a door as actionable only while it is open', () => {
    expect(isElementActionable(el('door1'), new Date('2027-03-12T10:00:00Z'))).toBe(false);
    expect(isElementActionable(el('door1'), new Date('2027-03-12T11:30:00Z'))).toBe(true);
    expect(isElementActionable(el('chat1'))).toBe(false);
    expect(isElementActionable(el('mon1'))).toBe(true);
  });
});

describe('useOpenTarget', () => {
  it('calls onRoom for a room', async () => {
    const { onRoom } = renderHost({ targets: [{ kind: 'room', elementId: 'booth2' }] });
    await click('target room 0');
    expect(onRoom).toHaveBeenCalledWith('booth2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a link in a new tab without an opener', async () => {
    renderHost({ targets: [{ kind: 'link', url: 'https://example.com/x', newTab: true }] });
    await click('target link 0');
    expect(openSpy).toHaveBeenCalledWith('https://example.com/x', '_blank', 'noopener');
  });

  it('does nothing for a chat or a breakout room where the host cannot open them (the preview)', async () => {
    const { onRoom } = renderHost({
      targets: [
        { kind: 'chat', elementId: 'chat1' },
        { kind: 'breakout', elementId: 'br1' },
      ],
    });
    await click('target chat 0');
    await click('target breakout 1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onRoom).not.toHaveBeenCalled();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('opens a breakout room’s call through the host, from its target and from the element', async () => {
    const onBreakout = vi.fn();
    renderHost({ targets: [{ kind: 'breakout', elementId: 'br1' }], elements: ['br1'] }, true, onBreakout);
    await click('target breakout 0');
    await click('element br1');
    expect(onBreakout.mock.calls).toEqual([['br1'], ['br1']]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a picture in a lightbox named after it, and Escape closes it', async () => {
    renderHost({ targets: [{ kind: 'picture', assetId: 'pic1' }] });
    await click('target picture 0');
    const dialog = await screen.findByRole('dialog', { name: 'Stand photo' });
    expect(within(dialog).getByRole('img', { name: 'Stand photo' }).getAttribute('src')).toBe('/files/pic1');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('embeds an iframe target in a sandboxed frame', async () => {
    renderHost({ targets: [{ kind: 'iframe', url: 'https://forms.example.com/survey' }] });
    await click('target iframe 0');
    const dialog = await screen.findByRole('dialog', { name: 'Embedded page' });
    const frame = within(dialog).getByTitle('Embedded page: Embedded page');
    expect(frame.getAttribute('src')).toBe('https://forms.example.com/survey');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
  });

  it('says plainly when the asset is gone', async () => {
    renderHost({ targets: [{ kind: 'document', assetId: '00000000-0000-4000-8000-000000000000' }] });
    await click('target document 0');
    const dialog = await screen.findByRole('dialog', { name: 'Document' });
    expect(within(dialog).getByText('This item is no longer available.')).toBeTruthy();
  });

  it('shows the agenda by day; a go-to button opens its item’s target, items without one have none', async () => {
    const { onRoom } = renderHost({ targets: [{ kind: 'timeline' }] });
    await click('target timeline 0');
    const dialog = await screen.findByRole('dialog', { name: 'Agenda' });
    expect(within(dialog).getByRole('heading', { name: 'Opening day' })).toBeTruthy();
    expect(within(dialog).getByText('Lunch')).toBeTruthy();
    expect(within(dialog).queryAllByRole('button', { name: /Lunch/ })).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join the keynote: Keynote' }));
    expect(onRoom).toHaveBeenCalledWith('theatre1');
  });

  it('filters the booth directory as the visitor types and goes to the chosen booth', async () => {
    const { onRoom } = renderHost({ targets: [{ kind: 'boothDirectory' }] });
    await click('target boothDirectory 0');
    const dialog = await screen.findByRole('dialog', { name: 'Booth directory' });
    expect(within(dialog).getAllByRole('button', { name: /Acme|Beta/ })).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search booths' }), 'robot');
    expect(within(dialog).queryByRole('button', { name: /Beta Coffee/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /Acme Robotics/ }));
    expect(onRoom).toHaveBeenCalledWith('booth1');
    await userEvent.click(screen.getByRole('button', { name: 'target boothDirectory 0' }));
    const again = await screen.findByRole('dialog', { name: 'Booth directory' });
    await userEvent.type(within(again).getByRole('searchbox'), 'zzz');
    expect(within(again).getByText('No booth matches “zzz”.')).toBeTruthy();
  });

  it('shows the visitor’s name and the visible profile fields only', async () => {
    renderHost({ targets: [{ kind: 'profile' }] });
    await click('target profile 0');
    const dialog = await screen.findByRole('dialog', { name: 'Your profile' });
    expect(within(dialog).getByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Company' })).toBeTruthy();
    expect(within(dialog).queryByText('Internal score')).toBeNull();
  });

  it('opens a webcast as its auditorium’s programme with a countdown and the planned live start', async () => {
    renderHost({ targets: [{ kind: 'webcast', assetId: 'web1' }] });
    await click('target webcast 0');
    const dialog = await screen.findByRole('dialog', { name: 'Main stage' });
    expect(within(dialog).getByText('Webcast: Main stage stream')).toBeTruthy();
    expect(within(dialog).getByText('Starts in 2 h 5 min')).toBeTruthy();
    expect(within(dialog).getByText(/^The live stream starts at .+\.$/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Watch: Keynote' })).toBeTruthy();
  });

  // UTC+14: no test machine's own zone, so the event's time is always named beside the visitor's.
  it('says the planned live start in the visitor’s zone with the event’s time and city beside', async () => {
    renderHost({ targets: [{ kind: 'webcast', assetId: 'web1' }] }, true, undefined, 'Pacific/Kiritimati');
    await click('target webcast 0');
    const dialog = await screen.findByRole('dialog', { name: 'Main stage' });
    // 12:00 UTC is 02:00 the next day at UTC+14.
    expect(
      within(dialog).getByText(/^The live stream starts at .+ \(Kiritimati (Mar 13, 2027, )?2:00 AM\)\.$/),
    ).toBeTruthy();
  });

  it('says agenda hours in the visitor’s zone with the event’s beside', async () => {
    renderHost({ targets: [{ kind: 'timeline' }] }, true, undefined, 'Pacific/Kiritimati');
    await click('target timeline 0');
    const dialog = await screen.findByRole('dialog', { name: 'Agenda' });
    expect(within(dialog).getByText(/\(Kiritimati 12:00–13:00\)$/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Timeline' }));
    expect(within(dialog).getByText('Times in Pacific/Kiritimati (UTC+14:00)')).toBeTruthy();
  });
});

describe('useOpenElement', () => {
  it('opens a document monitor’s PDF with download and new-tab links, category and description', async () => {
    renderHost({ elements: ['mon1'] });
    await click('element mon1');
    const dialog = await screen.findByRole('dialog', { name: 'Price list' });
    expect(within(dialog).getByTitle('Document: Price list').getAttribute('src')).toBe('/files/doc1');
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('/files/doc1');
    expect(download.getAttribute('download')).toBe('price-list.pdf');
    const tab = within(dialog).getByRole('link', { name: 'Open in new tab' });
    expect(tab.getAttribute('target')).toBe('_blank');
    expect(tab.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).getByText('Sales')).toBeTruthy();
    expect(within(dialog).getByText('Our prices for 2027')).toBeTruthy();
  });

  it('opens a link monitor’s URL in a new tab instead of a viewer', async () => {
    renderHost({ elements: ['mon2'] });
    await click('element mon2');
    expect(openSpy).toHaveBeenCalledWith('https://acme.example.com', '_blank', 'noopener');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays a booth video muted on autostart, looping, asking for full screen on play', async () => {
    const requestFullscreen = vi.fn().mockRejectedValue(new Error('refused'));
    Object.defineProperty(HTMLMediaElement.prototype, 'requestFullscreen', {
      configurable: true,
      value: requestFullscreen,
    });
    renderHost({ elements: ['video1'] });
    await click('element video1');
    const dialog = await screen.findByRole('dialog', { name: 'Our robots' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/files/vid1');
    expect(video.autoplay).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    fireEvent.play(video);
    fireEvent.play(video);
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(HTMLMediaElement.prototype, 'requestFullscreen');
  });

  it('records in the live venue the booth video opened and the seconds it played, on demand', async () => {
    const { activity, record } = recorderSpy();
    render(
      <MantineProvider theme={theme}>
        <ActivityContext value={activity}>
          <TargetHost
            venue={venue}
            assets={assets}
            event={{ id: 'ev1', startRoomId: 'hall1', allowChatVideo: true }}
            onRoom={vi.fn()}
            now={() => NOW}
          >
            <Walker elements={['video1']} />
          </TargetHost>
        </ActivityContext>
      </MantineProvider>,
    );
    await click('element video1');
    expect(record.mock.calls).toEqual([[{ kind: 'open', elementId: 'video1', roomId: 'booth1' }]]);
    const dialog = await screen.findByRole('dialog', { name: 'Our robots' });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    let time = 0;
    Object.defineProperty(video, 'currentTime', { configurable: true, get: () => time });
    fireEvent.playing(video);
    for (time = 0.25; time <= 6; time += 0.25) fireEvent.timeUpdate(video);
    fireEvent.pause(video);
    expect(record.mock.calls.slice(1)).toEqual([
      [{ kind: 'watch', elementId: 'video1', seconds: 6, live: false }],
    ]);
  });

  it('runs a booth video’s slideshow with its duration, and previous, next and pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderHost({ elements: ['video1'] });
      fireEvent.click(screen.getByRole('button', { name: 'element video1' }));
      const dialog = await screen.findByRole('dialog', { name: 'Our robots' });
      const current = () => dialog.querySelector('img[data-current]')?.getAttribute('alt');
      expect(current()).toBe('First image');
      expect(within(dialog).getByText('Image 1 of 3')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(4000));
      expect(current()).toBe('Second image');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
      expect(current()).toBe('Third image');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
      expect(current()).toBe('First image');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pause slideshow' }));
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(current()).toBe('First image');
      expect(within(dialog).getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the slide that matches the talk video’s time', async () => {
    renderHost({ elements: ['talk1'] });
    await click('element talk1');
    const dialog = await screen.findByRole('dialog', { name: 'Keynote' });
    const video = within(dialog).getByLabelText('Keynote', { selector: 'video' }) as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/files/talkvid');
    const at = (seconds: number) => {
      Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds, writable: true });
      fireEvent.timeUpdate(video);
    };
    at(45);
    expect(within(dialog).getByRole('img', { name: 'Current slide: Agenda' }).getAttribute('src')).toBe(
      'https://cdn.example.com/s2.png',
    );
    expect(within(dialog).getByRole('button', { name: /Agenda/, current: true })).toBeTruthy();
    at(120);
    expect(within(dialog).getByRole('img', { name: 'Current slide: Results' })).toBeTruthy();
    at(3);
    expect(within(dialog).getByRole('img', { name: 'Current slide: Welcome' })).toBeTruthy();
  });

  it('opens a staff member’s card (name, photo, group) with no call button yet', async () => {
    renderHost({ elements: ['staff1'] }, true);
    await click('element staff1');
    const dialog = await screen.findByRole('dialog', { name: 'Ana Ruiz' });
    expect(within(dialog).getByRole('img', { name: 'Photo of Ana Ruiz' }).getAttribute('src')).toBe(
      '/files/staffimg',
    );
    expect(within(dialog).getByText('Team: Sales')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /call/i })).toBeNull();
  });

  it('opens a staff member’s own target when it has one', async () => {
    renderHost({ elements: ['staff2'] });
    await click('element staff2');
    const dialog = await screen.findByRole('dialog', { name: 'Jonas Weber' });
    expect(within(dialog).getByTitle('Embedded page: Jonas Weber').getAttribute('src')).toBe(
      'https://calendar.example.com/jonas',
    );
  });

  it('opens a canvas’s target, and a closed door does nothing', async () => {
    const { onRoom } = renderHost({ elements: ['canvas1', 'door1'] });
    await click('element door1');
    expect(onRoom).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    await click('element canvas1');
    expect(await screen.findByRole('dialog', { name: 'Stand photo' })).toBeTruthy();
  });
});

describe('formatDuration', () => {
  const t = i18n.getFixedT('en');
  it('words a time left in days, hours and minutes', () => {
    expect(formatDuration(125 * 60_000, t)).toBe('2 h 5 min');
    expect(formatDuration(30_000, t)).toBe('1 min');
    expect(formatDuration(0, t)).toBe('less than a minute');
    expect(formatDuration((3 * 24 * 60 + 4 * 60 + 10) * 60_000, t)).toBe('3 d 4 h');
  });
});
