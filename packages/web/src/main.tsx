// First: before any schema of @foyer/shared is built.
import './lib/zodJitless';
import '@fontsource-variable/inter/index.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './ui/global.css';
import './lib/i18n';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { STYLE_NONCE } from './ui/cspNonce';

// The scroll lock of modals and drawers (react-remove-scroll) injects a style of its own.
if (STYLE_NONCE) setNonce(STYLE_NONCE);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
