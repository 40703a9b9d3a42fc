import { HEADERS, eventsApi, monitoringApi } from '@foyer/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import { UseTemplateModal } from './UseTemplateModal';

afterEach(() => vi.unstubAllGlobals());

const TEMPLATE = {
  id: 'conference' as const,
  name: 'templates.conference.name',
  description: 'templates.conference.description',
  roomCount: 3,
  boothCount: 4,
  startDesignId: 'hall',
  themeId: 'default',
};

describe('UseTemplateModal', () => {
  it('creates the event from the template and opens the new event in the editor', async () => {
    const fake = fakeApi()
      .on(eventsApi.validateName, { isValid: true })
      .on(eventsApi.create, { eventId: 'ev 42' })
      .on(monitoringApi.journey, {});
    const router = renderScreen(<UseTemplateModal template={TEMPLATE} onClose={() => {}} />, '/', [
      '/events/edit/:id',
      '/events/list',
    ]);
    await userEvent.type(await screen.findByLabelText(/Event name/), 'Tech Summit');
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('at /events/edit/:id')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/events/edit/ev%2042');
    expect(fake.calls(eventsApi.create).map((c) => [c.params.template, c.body.name])).toEqual([
      ['conference', 'Tech Summit'],
    ]);
    expect(fake.calls(monitoringApi.journey).map((c) => c.headers[HEADERS.journeyName])).toEqual([
      'eventCreated',
    ]);
  });
});
