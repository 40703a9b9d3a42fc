import { API_ROOT, HEADERS, monitoringApi } from '@foyer/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { CLICK_BATCH_DELAY_MS, clickTargetOf, installClickLogs } from './clickLogs';

let fake: FakeApi;
let uninstall: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2027-03-02T09:15:00.000Z'));
  window.history.replaceState(null, '', '/events/list');
  document.body.innerHTML = `
    <button type="button">  Create
       event </button>
    <a href="#assets"><span>Assets</span></a>
    <div role="menuitem" aria-label="Log out"><svg></svg></div>
    <div role="tab">Videos</div>
    <button type="button" aria-label="${'Delete '.repeat(30)}">x</button>
    <label>Name <input name="name" value="Secret plans" /></label>
    <p>Plain text</p>
  `;
  fake = fakeApi().on(monitoringApi.clicks, {});
});

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const click = (selector: string) => (document.querySelector(selector) as HTMLElement).click();
const sent = () => fake.calls(monitoringApi.clicks).map((c) => c.body.clicks);

describe('clickTargetOf', () => {
  it('names the clickable element by its role and its aria-label or collapsed text', () => {
    expect(clickTargetOf(document.querySelector('button'))).toBe('button Create event');
    expect(clickTargetOf(document.querySelector('a span'))).toBe('link Assets');
    expect(clickTargetOf(document.querySelector('[role=menuitem] svg'))).toBe('menuitem Log out');
    expect(clickTargetOf(document.querySelector('[role=tab]'))).toBe('tab Videos');
  });

  it('cuts a long name to 120 characters', () => {
    const target = clickTargetOf(document.querySelector('[aria-label^=Delete]'));
    expect(target).toHaveLength(120);
    expect(target?.endsWith('…')).toBe(true);
  });

  it('ignores what is not a button, link, menu item or tab: inputs and plain text', () => {
    expect(clickTargetOf(document.querySelector('input'))).toBeNull();
    expect(clickTargetOf(document.querySelector('p'))).toBeNull();
  });
});

describe('installClickLogs', () => {
  it('sends the clicks of 10 s in one batch, with the path, the target, the time and the session', () => {
    uninstall = installClickLogs();
    click('button');
    vi.advanceTimersByTime(4_000);
    window.history.replaceState(null, '', '/assets/images');
    click('a');
    click('input');
    vi.advanceTimersByTime(CLICK_BATCH_DELAY_MS - 4_000 - 1);
    expect(sent()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent()).toEqual([
      [
        { path: '/events/list', target: 'button Create event', at: '2027-03-02T09:15:00.000Z' },
        { path: '/assets/images', target: 'link Assets', at: '2027-03-02T09:15:04.000Z' },
      ],
    ]);
    expect(fake.calls(monitoringApi.clicks)[0]?.headers[HEADERS.authToken]).toBe('test-token');
    expect(JSON.stringify(sent())).not.toContain('Secret plans');
  });

  it('goes on after a refused batch', async () => {
    fake.on(monitoringApi.clicks, { errorKey: 'RATE_LIMITED' }, {});
    uninstall = installClickLogs();
    click('button');
    vi.advanceTimersByTime(CLICK_BATCH_DELAY_MS);
    await fake.fetchMock.mock.results[0]?.value;
    click('a');
    vi.advanceTimersByTime(CLICK_BATCH_DELAY_MS);
    expect(sent().map((batch) => batch.map((c) => c.target))).toEqual([
      ['button Create event'],
      ['link Assets'],
    ]);
  });

  it('sends nothing while nothing was clicked, and starts a new batch after each one', () => {
    uninstall = installClickLogs();
    vi.advanceTimersByTime(3 * CLICK_BATCH_DELAY_MS);
    expect(sent()).toEqual([]);
    click('[role=tab]');
    vi.advanceTimersByTime(CLICK_BATCH_DELAY_MS);
    click('[role=menuitem]');
    vi.advanceTimersByTime(CLICK_BATCH_DELAY_MS);
    expect(sent().map((batch) => batch.map((c) => c.target))).toEqual([['tab Videos'], ['menuitem Log out']]);
  });

  it('sends a full batch of 50 at once', () => {
    uninstall = installClickLogs();
    for (let i = 0; i < 51; i++) click('button');
    expect(sent().map((batch) => batch.length)).toEqual([50]);
    vi.advanceTimersByTime(CLICK_BATCH_DELAY_MS);
    expect(sent().map((batch) => batch.length)).toEqual([50, 1]);
  });

  it('logs a click whose handler stops its propagation (capture phase)', () => {
    uninstall = installClickLogs();
    document.querySelector('button')?.addEventListener('click', (e) => e.stopPropagation());
    click('button');
    vi.advanceTimersByTime(CLICK_BATCH_DELAY_MS);
    expect(
      sent()
        .flat()
        .map((c) => c.target),
    ).toEqual(['button Create event']);
  });

  it('sends what waits as a JSON beacon when the page is left, and not again by the timer', async () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    uninstall = installClickLogs();
    click('button');
    click('[role=tab]');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toBe(`${API_ROOT}/monitoring/clicks`);
    expect(data).toBeInstanceOf(Blob);
    expect((data as Blob).type).toBe('application/json');
    expect(JSON.parse(await (data as Blob).text())).toEqual({
      clicks: [
        { path: '/events/list', target: 'button Create event', at: '2027-03-02T09:15:00.000Z' },
        { path: '/events/list', target: 'tab Videos', at: '2027-03-02T09:15:00.000Z' },
      ],
    });
    vi.advanceTimersByTime(CLICK_BATCH_DELAY_MS);
    expect(sent()).toEqual([]);
  });

  it('sends a beacon when the tab is hidden, none while it is visible, and only when something waits', () => {
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    uninstall = installClickLogs();
    click('a');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).not.toHaveBeenCalled();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it('falls back to a fetch when the browser refuses the beacon', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    uninstall = installClickLogs();
    click('a');
    window.dispatchEvent(new Event('pagehide'));
    expect(
      sent()
        .flat()
        .map((c) => c.target),
    ).toEqual(['link Assets']);
  });

  it('sends what waits when uninstalled, and logs no click after that', () => {
    const stop = installClickLogs();
    click('button');
    stop();
    expect(
      sent()
        .flat()
        .map((c) => c.target),
    ).toEqual(['button Create event']);
    click('button');
    vi.advanceTimersByTime(CLICK_BATCH_DELAY_MS);
    expect(sent()).toHaveLength(1);
  });
});
