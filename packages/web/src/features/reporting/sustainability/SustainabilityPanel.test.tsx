import {
  DEFAULT_ASSUMPTIONS,
  SustainabilityAssumptions,
  type SustainabilityInputs,
  type SustainabilityReport,
  computeSustainability,
  sustainabilityApi,
  usersApi,
} from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderAt } from '../../editor/testing';
import { buildUser } from '../../users/testing';
import { SustainabilityPanel } from './SustainabilityPanel';

const inputs: SustainabilityInputs = {
  visitors: 10,
  watchSeconds: 36_000,
  venueSeconds: 72_000,
  answers: [
    { option: 'Germany', visitors: 4 },
    { option: 'USA', visitors: 2 },
  ],
};
const assumptions = SustainabilityAssumptions.parse({
  countryFieldId: 'field-country',
  regions: [
    { option: 'Germany', distanceKm: 300, mode: 'rail' },
    { option: 'USA', distanceKm: 6500, mode: 'longHaulFlight', hotelNights: 2 },
  ],
});
const report: SustainabilityReport = {
  assumptions,
  isSaved: true,
  defaults: DEFAULT_ASSUMPTIONS,
  countryFields: [{ id: 'field-country', label: 'Country', options: ['Germany', 'USA', 'France'] }],
  inputs,
  result: computeSustainability(inputs, assumptions),
};

const business = buildUser({ plan: 'business', premium: true, business: true });

function render(user = business) {
  const fake = fakeApi().on(usersApi.me, { data: user }).on(sustainabilityApi.get, report);
  renderAt(<SustainabilityPanel eventId="e1" />, '/', '/');
  return fake;
}

describe('SustainabilityPanel', () => {
  it('shows the CO₂e avoided and the calculation term by term from the report', async () => {
    const fake = render();
    // 4,785.42 kg in person − 0.864 kg virtual (sustainability.test.ts in shared)
    expect(await screen.findByTestId('sustainability-net')).toHaveProperty('textContent', '4.8 t');
    expect(fake.calls(sustainabilityApi.get)[0]?.params).toEqual({ id: 'e1' });
    const table = screen.getByRole('table', { name: 'The calculation' });
    const longHaul = within(table).getByRole('row', { name: /Long-haul flights/ });
    expect(longHaul.textContent).toContain('2 × Σ (participants × share × one-way km) = 28,400 passenger-km');
    expect(longHaul.textContent).toContain('0.15282 kg/passenger-km');
    expect(longHaul.textContent).toContain('4.3 t');
    expect(within(longHaul).getByRole('link', { name: 'DESNZ 2025 [1]' }).getAttribute('href')).toBe(
      'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025',
    );
    const car = within(table).getByRole('row', { name: /Travel by car/ });
    expect(car.textContent).toContain('0.16725 kg/vehicle-km ÷ 1.2 persons = 0.139375 kg/passenger-km');
    const browsing = within(table).getByRole('row', { name: /Time in the venue without video/ });
    expect(browsing.textContent).toContain('20 h in the venue − 10 h of video = 10 h');
    expect(browsing.textContent).toContain('0.314 kg');
    expect(within(table).getByRole('row', { name: /^CO₂e avoided/ }).textContent).toContain('4.8 t');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('saves the edited assumptions with PUT', async () => {
    const fake = render();
    fake.on(sustainabilityApi.save, (call) => ({
      ...report,
      assumptions: SustainabilityAssumptions.parse(call.body),
    }));
    const user = userEvent.setup();
    const days = await screen.findByRole('textbox', { name: 'Days of the in-person event' });
    await user.clear(days);
    await user.type(days, '2');
    await user.click(screen.getByRole('button', { name: 'Remove the row for USA' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(sustainabilityApi.save)).toHaveLength(1));
    expect(fake.calls(sustainabilityApi.save)[0]).toEqual({
      params: { id: 'e1' },
      query: {},
      body: { ...assumptions, eventDays: 2, regions: [assumptions.regions[0]] },
    });
  });

  it('does not save shares that do not add up to 100 %', async () => {
    const fake = render();
    const user = userEvent.setup();
    const car = await screen.findByRole('textbox', { name: 'Car: Share (%)' });
    await user.clear(car);
    await user.type(car, '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The shares must add up to 100 %/)).toBeTruthy();
    expect(screen.getByText(/Total: 110 %/)).toBeTruthy();
    expect(fake.calls(sustainabilityApi.save)).toHaveLength(0);
  });

  it('offers the upgrade below the business plan and asks nothing of the report', async () => {
    const fake = render(buildUser({ plan: 'starter', premium: true }));
    expect(await screen.findByText('The sustainability report comes with the Business plan')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Upgrade plan' })).getAttribute('href')).toBe(
      '/subscription?plan=business',
    );
    expect(fake.calls(sustainabilityApi.get)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });
});
