import type { PublicRegPageResults } from '@foyer/shared';
import classes from './public-reg.module.css';
import { useTexts } from './texts';

const LEGAL_ORDER = ['imprint', 'privacy', 'terms', 'organizer'] as const;

/**
 * The legal links of the page (those with an address), opening in a new tab so a half-filled form
 * stays, and what the venue records of a visitor (issue 19).
 */
export function PageFooter({ legal }: { legal: PublicRegPageResults['page']['legal'] }) {
  const texts = useTexts();
  const links = LEGAL_ORDER.map((k) => legal[k]).filter((l) => l.url && l.label);
  return (
    <footer className={classes.footer}>
      {links.length > 0 && (
        <nav aria-label={texts.legal.label}>
          <ul>
            {links.map((l) => (
              <li key={l.url}>
                <a href={l.url} target="_blank" rel="noopener noreferrer">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className={classes.footerNote}>{texts.legal.venueActivity}</p>
    </footer>
  );
}
