import { monitoringApi } from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { fakeApi } from '../../../test/fakeApi';
import { bugReportPanel } from '../bugReportStore';
import { BugReportPanel } from './BugReportPanel';

function renderPanel() {
  render(
    <MantineProvider>
      <ModalsProvider>
        <BugReportPanel defaultEmail="ada@acme-events.com" />
      </ModalsProvider>
    </MantineProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  act(() => bugReportPanel.set('closed'));
});

describe('BugReportPanel', () => {
  it('keeps send disabled until title and description are filled, then reports and closes after 3 s', async () => {
    const fake = fakeApi({ token: null }).on(monitoringApi.bugReport, {});
    act(() => bugReportPanel.set('open'));
    renderPanel();
    const send = screen.getByRole('button', { name: 'Send report' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(/Title/), 'Broken');
    expect(send.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(/What happened/), 'The page is blank');
    expect(send.disabled).toBe(false);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => send.click());
    expect(screen.getByText('Thank you!')).toBeTruthy();
    const [report] = fake.calls(monitoringApi.bugReport);
    expect(report?.body).toMatchObject({
      title: 'Broken',
      description: 'The page is blank',
      language: 'en',
    });
    expect(report?.body.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(fake.unhandled).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(bugReportPanel.get()).toBe('closed');
  });

  it('can be minimised and reopened', async () => {
    act(() => bugReportPanel.set('open'));
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(bugReportPanel.get()).toBe('minimised');
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    expect(bugReportPanel.get()).toBe('open');
  });
});
