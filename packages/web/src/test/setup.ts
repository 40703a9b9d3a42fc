import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { afterAll, afterEach, vi } from 'vitest';
import { matchMediaOf } from './media';

// findBy… and waitFor wait up to 5 s rather than testing-library's 1 s: on two cores shared with the
// server's suite, opening a menu has taken longer than a second (a CI failure of EventsListPage).
configure({ asyncUtilTimeout: 5_000 });

// Mantine needs these browser APIs, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation(matchMediaOf(() => false)),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Textarea autosize listens for font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Toasts live in a global store: left over, they fill the visible limit and queue the next test's.
  notifications.clean();
  notifications.cleanQueue();
});

// Test files share a worker (vitest.config.ts: isolate false): each leaves it as a fresh one found it.
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  notifications.clean();
  notifications.cleanQueue();
  if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});
