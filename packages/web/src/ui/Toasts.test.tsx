import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../lib/i18n';
import { theme } from './theme';
import { Toasts } from './Toasts';
import { toastError, toastSuccess } from './toast';

describe('Toasts', () => {
  it('shows toasts at the bottom right, never over the top bar or the page title', async () => {
    render(
      <MantineProvider theme={theme}>
        <Toasts />
      </MantineProvider>,
    );
    act(() => {
      toastSuccess('Saved');
      toastError('Could not save');
    });
    for (const text of ['Saved', 'Could not save']) {
      const root = (await screen.findByText(text)).closest('.mantine-Notifications-root');
      expect(root?.getAttribute('data-position')).toBe('bottom-right');
    }
  });
});
