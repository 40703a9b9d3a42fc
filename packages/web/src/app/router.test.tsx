import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken } from '../api/session';
import { USER } from '../features/events/testing';
import { answerWith } from '../test/render';
import { queryClient } from './queryClient';
import { routes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  clearToken();
});

describe('login links (?st=) on any route', () => {
  it.each(['/events', '/', '/edit', '/no-such-page'])(
    'logs in from %s through its redirect',
    async (path) => {
      const { fetchMock, calls } = answerWith({ success: true, results: { authToken: 'from-link' } }, USER);
      vi.stubGlobal('fetch', fetchMock);
      const router = createMemoryRouter(routes, { initialEntries: [`${path}?st=abcdefabcdefabcdef`] });
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      await waitFor(() => expect(getToken()).toBe('from-link'));
      expect(calls[0]).toMatchObject({
        url: '/api/v1/auth/loginByToken',
        body: { token: 'abcdefabcdefabcdef' },
      });
      expect(router.state.location.search).toBe('');
      router.dispose();
    },
  );
});
