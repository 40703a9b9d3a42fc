/**
 * The nonce the server wrote into this page (`<meta property="csp-nonce">`, see vite.config.ts
 * `html.cspNonce`): the Content-Security-Policy admits `<style>` elements only with it, so every
 * style the app injects at run time (Mantine, tiptap, the crop dialog, scroll locks) carries it.
 * Undefined in development and tests, where no server fills the placeholder and no policy applies.
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide a nonce attribute from getAttribute once the page has a CSP; the property keeps it.
  const value = meta?.nonce || meta?.getAttribute('nonce') || undefined;
  return value && !value.startsWith('__') ? value : undefined;
}

/** The page's nonce, read once at start. */
export const STYLE_NONCE = cspNonce();

/** MantineProvider's `getStyleNonce`: set only when the page has a nonce. */
export const getStyleNonce: (() => string) | undefined = STYLE_NONCE ? () => STYLE_NONCE : undefined;
