import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StartTime } from './StartTime';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar';

// UTC+14: no test machine's own zone, so the visitor's clock always differs from the event's.
const ZONE = 'Pacific/Kiritimati';

describe('the start on the public page', () => {
  it('says the start in the visitor’s zone with the event’s time and city beside', () => {
    render(<StartTime startsAt="2031-06-01T08:00:00.000Z" timeZone={ZONE} hasDateLines language="en" />);
    const time = screen.getByText(/\(Kiritimati (Jun 1, 2031, )?10:00 PM\)$/);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2031-06-01T08:00:00.000Z');
  });

  it('shows nothing without a start', () => {
    const { container } = render(
      <StartTime startsAt={null} timeZone={ZONE} hasDateLines={false} language="en" />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('calendar links', () => {
  const entry = { title: 'Expo', startsAt: '2031-06-01T07:00:00.000Z', details: '', location: '' };

  it('carry the instant in UTC and the event’s zone for Google (ctz)', () => {
    const google = new URL(googleCalendarUrl({ ...entry, timeZone: 'Europe/Berlin' })!);
    expect(google.searchParams.get('dates')).toBe('20310601T070000Z/20310601T080000Z');
    expect(google.searchParams.get('ctz')).toBe('Europe/Berlin');
    const outlook = new URL(outlookCalendarUrl({ ...entry, timeZone: 'Europe/Berlin' })!);
    expect(outlook.searchParams.get('startdt')).toBe('2031-06-01T07:00:00.000Z');
    expect(new URL(googleCalendarUrl(entry)!).searchParams.has('ctz')).toBe(false);
  });
});
