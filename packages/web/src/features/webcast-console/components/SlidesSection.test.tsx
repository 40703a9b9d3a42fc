import { type WebcastSlideChoice, webcastConsoleApi } from '@foyer/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import { buildConsoleSession } from '../../webcasts/testing';
import { SlidesSection } from './SlidesSection';

afterEach(() => vi.unstubAllGlobals());

const choice = (id: string, title: string): WebcastSlideChoice => ({
  id,
  title,
  url: `https://slides.example.com/${id}.png`,
  talkTitle: 'Keynote',
  eventName: 'Expo 2027',
});
const SLIDES = [choice('s1', 'Agenda'), choice('s2', 'Results'), choice('s3', 'Thanks')];
const shown = (slide: WebcastSlideChoice) => ({
  id: slide.id,
  title: slide.title,
  url: slide.url,
  shownAt: '2027-03-12T10:00:00.000Z',
});

describe('SlidesSection', () => {
  it('lets a speaker show a slide to the viewers', async () => {
    const fake = fakeApi()
      .on(webcastConsoleApi.slides, { slides: SLIDES })
      .on(webcastConsoleApi.showSlide, { session: buildConsoleSession({ slide: shown(SLIDES[1]!) }) });
    renderScreen(<SlidesSection session={buildConsoleSession({ role: 'speaker' })} token="t" />);
    expect(screen.getByText('No slide is shown to the viewers.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Show: Results' }, { timeout: 5_000 }));
    await waitFor(
      () => expect(fake.calls(webcastConsoleApi.showSlide).map((c) => c.body)).toEqual([{ slideId: 's2' }]),
      {
        timeout: 5_000,
      },
    );
  });

  it('shows the slide shown now, with previous, next and stop', async () => {
    const fake = fakeApi()
      .on(webcastConsoleApi.slides, { slides: SLIDES })
      .on(webcastConsoleApi.showSlide, { session: buildConsoleSession() });
    renderScreen(
      <SlidesSection
        session={buildConsoleSession({ role: 'moderator', slide: shown(SLIDES[0]!) })}
        token="t"
      />,
    );
    expect(screen.getByRole('img', { name: 'Slide: Agenda' })).toBeTruthy();
    expect(screen.getByTestId('console-slide').textContent).toBe('Agenda');
    await screen.findByRole('button', { name: 'Show: Results' }, { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Previous slide' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Show: Agenda' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop showing' }));
    await waitFor(
      () =>
        expect(fake.calls(webcastConsoleApi.showSlide).map((c) => c.body)).toEqual([
          { slideId: 's2' },
          { slideId: null },
        ]),
      { timeout: 5_000 },
    );
  });

  it('says when the auditorium has no slides, and shows viewers nothing', async () => {
    const fake = fakeApi().on(webcastConsoleApi.slides, { slides: [] });
    renderScreen(
      <>
        <SlidesSection session={buildConsoleSession({ role: 'moderator' })} token="t" />
        <SlidesSection session={buildConsoleSession({ role: 'viewer' })} token="v" />
      </>,
    );
    expect(await screen.findByText(/has no slides yet/, {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getAllByText('Slides for the viewers')).toHaveLength(1);
    expect(fake.calls(webcastConsoleApi.slides)).toHaveLength(1);
  });
});
