import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RealtimeProvider } from './realtime';
import { FakeSocket, fakeSocketFactory } from './realtime/fakeSocket';
import { useWebcastStage } from './useWebcastStage';

const WEBCAST = '8f0c2d7e-7a8b-4c1d-9e2f-0a1b2c3d4e5f';
const notice = (text: string) => ({ text, postedAt: '2027-03-12T10:00:00.000Z' });

function Notice({ webcastId }: { webcastId: string }) {
  const { notice, slide } = useWebcastStage(webcastId);
  return (
    <>
      <p data-testid="notice">{notice?.text ?? 'none'}</p>
      <p data-testid="slide">{slide?.title ?? 'no slide'}</p>
    </>
  );
}
const slide = (title: string) => ({
  id: 's1',
  title,
  url: 'https://slides.example.com/1.png',
  shownAt: '2027-03-12T10:00:00.000Z',
});

function renderWatching(socket: FakeSocket, show = true) {
  const { factory } = fakeSocketFactory(socket);
  const view = (visible: boolean) => (
    <RealtimeProvider pageCode="expo" visitorToken="v1" onInvalid={() => {}} createSocket={factory}>
      {visible && <Notice webcastId={WEBCAST} />}
    </RealtimeProvider>
  );
  const result = render(view(show));
  act(() => socket.connect());
  return { rerender: (visible: boolean) => result.rerender(view(visible)) };
}

describe('useWebcastStage', () => {
  it("watches the webcast, shows its notice and slide and follows the console's changes", async () => {
    const socket = new FakeSocket();
    socket.answers.set('webcast:watch', () => ({
      ok: true,
      notice: notice('We start at 10:05.'),
      slide: null,
    }));
    socket.answers.set('webcast:unwatch', () => ({ ok: true }));
    const { rerender } = renderWatching(socket);
    expect((await screen.findByText('We start at 10:05.')).dataset.testid).toBe('notice');
    expect(socket.sent('webcast:watch')).toEqual([{ webcastId: WEBCAST }]);

    expect(screen.getByTestId('slide').textContent).toBe('no slide');
    act(() =>
      socket.push('webcast:stage', { webcastId: 'another', notice: notice('Not ours'), slide: null }),
    );
    expect(screen.getByTestId('notice').textContent).toBe('We start at 10:05.');
    act(() =>
      socket.push('webcast:stage', {
        webcastId: WEBCAST,
        notice: notice('Back in 5 minutes.'),
        slide: slide('Agenda'),
      }),
    );
    expect(screen.getByTestId('notice').textContent).toBe('Back in 5 minutes.');
    expect(screen.getByTestId('slide').textContent).toBe('Agenda');
    act(() => socket.push('webcast:stage', { webcastId: WEBCAST, notice: null, slide: null }));
    expect(screen.getByTestId('notice').textContent).toBe('none');
    expect(screen.getByTestId('slide').textContent).toBe('no slide');

    // A new connection counts the player again; closing the player tells the server.
    act(() => socket.drop());
    act(() => socket.connect());
    await screen.findByText('We start at 10:05.');
    expect(socket.sent('webcast:watch')).toHaveLength(2);
    const unwatched = socket.sent('webcast:unwatch').length;
    rerender(false);
    expect(socket.sent('webcast:unwatch')).toHaveLength(unwatched + 1);
    expect(socket.sent('webcast:unwatch').at(-1)).toEqual({ webcastId: WEBCAST });
  });
});
