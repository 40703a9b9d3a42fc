// First: before any schema of @foyer/shared is built.
import './lib/zodJitless';
import '@fontsource-variable/inter/index.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './ui/global.css';
import { languageReady } from './lib/i18n';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { STYLE_NONCE } from './ui/cspNonce';

// The scroll lock of modals and drawers (react-remove-scroll) injects a style of its own.
if (STYLE_NONCE) setNonce(STYLE_NONCE);

// A stored language other than English is a chunk of its own: the first screen waits for its texts
// rather than showing English for a moment.
void languageReady().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
