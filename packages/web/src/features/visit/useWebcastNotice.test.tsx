import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RealtimeProvider } from './realtime';
import { FakeSocket, fakeSocketFactory } from './realtime/fakeSocket';
import { useWebcastNotice } from './useWebcastNotice';

const WEBCAST = '8f0c2d7e-7a8b-4c1d-9e2f-0a1b2c3d4e5f';
const notice = (text: string) => ({ text, postedAt: '2027-03-12T10:00:00.000Z' });

function Notice({ webcastId }: { webcastId: string }) {
  const shown = useWebcastNotice(webcastId);
  return <p data-testid="notice">{shown?.text ?? 'none'}</p>;
}

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

describe('useWebcastNotice', () => {
  it("watches the webcast, shows its notice and follows the moderators' changes", async () => {
    const socket = new FakeSocket();
    socket.answers.set('webcast:watch', () => ({ ok: true, notice: notice('We start at 10:05.') }));
    socket.answers.set('webcast:unwatch', () => ({ ok: true }));
    const { rerender } = renderWatching(socket);
    expect((await screen.findByText('We start at 10:05.')).dataset.testid).toBe('notice');
    expect(socket.sent('webcast:watch')).toEqual([{ webcastId: WEBCAST }]);

    act(() => socket.push('webcast:notice', { webcastId: 'another', notice: notice('Not ours') }));
    expect(screen.getByTestId('notice').textContent).toBe('We start at 10:05.');
    act(() => socket.push('webcast:notice', { webcastId: WEBCAST, notice: notice('Back in 5 minutes.') }));
    expect(screen.getByTestId('notice').textContent).toBe('Back in 5 minutes.');
    act(() => socket.push('webcast:notice', { webcastId: WEBCAST, notice: null }));
    expect(screen.getByTestId('notice').textContent).toBe('none');

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
