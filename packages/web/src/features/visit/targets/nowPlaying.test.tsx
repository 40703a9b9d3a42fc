import { type Asset, Room, type Venue } from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { theme } from '../../../ui/theme';
import { TargetHost, useOpenElement } from './index';

const KEYNOTE_VIDEO = '00000000-0000-4000-8000-000000000041';
const PANEL_VIDEO = '00000000-0000-4000-8000-000000000042';
const video = (id: string, minutes: number): Asset => ({
  id,
  kind: 'video',
  origin: 'custom',
  name: id,
  type: 'video/mp4',
  size: 1,
  duration: minutes * 60,
  url: `/files/${id}`,
  originalUrl: `/files/${id}`,
  thumbnailUrl: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  version: 1,
});
const assets = new Map([
  [KEYNOTE_VIDEO, video(KEYNOTE_VIDEO, 30)],
  [PANEL_VIDEO, video(PANEL_VIDEO, 45)],
]);

// The keynote (first in the programme) runs 09:00–09:30, the panel 10:00–10:45.
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
      videoAssetId: KEYNOTE_VIDEO,
      startsAt: '2027-03-12T09:00:00.000Z',
    },
    {
      id: 'talk2',
      kind: 'THEATRE_VIDEO',
      title: 'Panel',
      videoAssetId: PANEL_VIDEO,
      startsAt: '2027-03-12T10:00:00.000Z',
    },
  ],
});
const venue = {
  rooms: [theatre],
  doors: [],
  agenda: [],
  chats: [],
  breakouts: [],
  profileItems: [],
  moderators: [],
} as unknown as Venue;

function OpenKeynote() {
  const openElement = useOpenElement();
  return (
    <button type="button" onClick={() => openElement(theatre.elements[0]!, theatre)}>
      Open the keynote
    </button>
  );
}

/** The keynote's programme, opened at a fixed time of the event day. */
async function programmeAt(time: string) {
  const now = new Date(`2027-03-12T${time}:00.000Z`);
  render(
    <MantineProvider theme={theme}>
      <TargetHost
        venue={venue}
        assets={assets}
        event={{ id: 'ev1', startRoomId: 'th1', allowChatVideo: false }}
        onRoom={() => {}}
        now={() => now}
      >
        <OpenKeynote />
      </TargetHost>
    </MantineProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open the keynote' }));
  const dialog = await screen.findByRole('dialog', { name: 'Keynote' });
  const card = (id: string) => dialog.querySelector<HTMLElement>(`[data-talk="${id}"]`)!;
  return { dialog, keynote: card('talk1'), panel: card('talk2') };
}

describe('"Now playing" in a programme', () => {
  it('marks the talk on stage by its time, not the first one the visitor opened', async () => {
    const { dialog, keynote, panel } = await programmeAt('10:15');
    expect(within(dialog).getAllByText('Now playing')).toHaveLength(1);
    expect(within(panel).getByText('Now playing')).toBeTruthy();
    // The keynote the visitor opened plays in the player, but it is not what is on stage.
    expect(within(keynote).queryByText('Now playing')).toBeNull();
    expect(within(keynote).getByText('In the player')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Watch: Panel' })).toBeTruthy();
  });

  it('marks the opened talk while it is on stage', async () => {
    const { keynote, panel } = await programmeAt('09:10');
    expect(within(keynote).getByText('Now playing')).toBeTruthy();
    expect(within(panel).queryByText('Now playing')).toBeNull();
  });

  it('marks no talk between talks', async () => {
    const { dialog } = await programmeAt('09:45');
    expect(within(dialog).queryByText('Now playing')).toBeNull();
  });
});
