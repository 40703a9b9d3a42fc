// First: before any schema of @foyer/shared is built.
import '../lib/zodJitless';
import './page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicRegApp } from './PublicRegApp';
import { parsePublicRoute } from './route';

// The visitor's registration page (r.html): its own small bundle, none of the organiser app.
const route = parsePublicRoute(window.location.pathname, window.location.search);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PublicRegApp route={route} />
  </StrictMode>,
);
