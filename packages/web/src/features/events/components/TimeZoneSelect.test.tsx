import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { TimeZoneSelect } from './TimeZoneSelect';

function Harness({ onChange }: { onChange: (zone: string) => void }) {
  const [zone, setZone] = useState('Europe/Berlin');
  return (
    <TimeZoneSelect
      value={zone}
      onChange={(next) => {
        setZone(next);
        onChange(next);
      }}
    />
  );
}

describe('TimeZoneSelect', () => {
  it('names the zone with its offset, finds another by its city and chooses it', async () => {
    const onChange = vi.fn();
    renderScreen(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    expect(input.value).toMatch(/^Europe\/Berlin \(UTC\+0[12]:00\)$/);
    await userEvent.clear(input);
    await userEvent.type(input, 'Tokyo');
    // The dropdown is still fading in (jsdom runs no transitions): its options count as hidden.
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Asia/Tokyo (UTC+09:00)']);
    await userEvent.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith('Asia/Tokyo');
    expect(input.value).toBe('Asia/Tokyo (UTC+09:00)');
  });
});
