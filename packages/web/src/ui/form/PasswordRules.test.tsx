import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n';
import { PasswordRules } from './PasswordRules';

function rulesFor(password: string) {
  render(
    <MantineProvider>
      <PasswordRules password={password} />
    </MantineProvider>,
  );
  return screen.getAllByRole('listitem').map((li) => li.getAttribute('data-passed'));
}

describe('PasswordRules', () => {
  it('marks every rule failed for an empty password', () => {
    expect(rulesFor('')).toEqual(['false', 'false', 'false']);
  });

  it('marks each rule as it is met', () => {
    expect(rulesFor('abcdefgh')).toEqual(['true', 'false', 'false']);
  });

  it('passes all rules for a strong password', () => {
    expect(rulesFor('Abcdefg1')).toEqual(['true', 'true', 'true']);
    expect(screen.getByText('At least 1 capital letter')).toBeTruthy();
  });
});
