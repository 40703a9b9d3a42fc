import { EventCreateRequest, eventsApi } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderScreen } from '../../../test/render';
import { EventNameField, type EventNameValues } from './EventNameField';

function NameForm() {
  const form = useForm<EventNameValues>({
    resolver: zodResolver(EventCreateRequest.pick({ name: true })) as never,
    defaultValues: { name: '' },
  });
  return (
    <form onSubmit={form.handleSubmit(() => {})} noValidate>
      <EventNameField form={form} />
      <button type="submit">Submit</button>
    </form>
  );
}

const TAKEN = 'Summit 2026';

afterEach(() => vi.unstubAllGlobals());

function answerNames() {
  const fake = fakeApi().on(eventsApi.validateName, ({ body }) => ({
    isValid: body.name.toLowerCase() !== TAKEN.toLowerCase(),
  }));
  return { calls: () => fake.calls(eventsApi.validateName) };
}

describe('EventNameField', () => {
  it('shows "Already used" when the server says the name is taken', async () => {
    const { calls } = answerNames();
    renderScreen(<NameForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Event name' }), 'summit 2026');
    expect(await screen.findByText('Already used', {}, { timeout: 2000 })).toBeTruthy();
    expect(calls().at(-1)?.body).toEqual({ name: 'summit 2026' });
  });

  it('clears "Already used" once the name is free', async () => {
    answerNames();
    renderScreen(<NameForm />);
    const field = screen.getByRole('textbox', { name: 'Event name' });
    await userEvent.type(field, TAKEN);
    expect(await screen.findByText('Already used', {}, { timeout: 2000 })).toBeTruthy();
    await userEvent.type(field, ' Berlin');
    await waitFor(() => expect(screen.queryByText('Already used')).toBeNull(), { timeout: 2000 });
  });

  it('asks nothing for an empty name and marks it required on submit', async () => {
    const { calls } = answerNames();
    renderScreen(<NameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(calls()).toEqual([]);
  });
});
