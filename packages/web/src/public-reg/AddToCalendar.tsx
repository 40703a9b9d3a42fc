import type { PublicRegPageResults } from '@foyer/shared';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { calendarEntryOf, googleCalendarUrl, outlookCalendarUrl } from './calendar';
import { calendarFileUrl } from './publicApi';
import classes from './public-reg.module.css';
import { useTexts } from './texts';

/**
 * "Add to calendar": a button that opens a short menu of the page's .ics file, Google Calendar and
 * Outlook. Escape or a click elsewhere closes it (Escape returns the focus to the button). Nothing
 * without a start time.
 */
export function AddToCalendar({ data, pageCode }: { data: PublicRegPageResults; pageCode: string }) {
  const texts = useTexts();
  const menuId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A layout effect: listening from the moment the menu shows (a deferred effect left an Escape
  // pressed right after opening unheard on a busy machine).
  useLayoutEffect(() => {
    if (!isOpen) return;
    const closeOutside = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setIsOpen(false);
    };
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setIsOpen(false);
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [isOpen]);

  const entry = calendarEntryOf(data, window.location.href.split('?')[0] ?? '');
  if (!entry) return null;
  const google = googleCalendarUrl(entry);
  const outlook = outlookCalendarUrl(entry);

  return (
    <div ref={rootRef} className={classes.calendarMenu}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.calendarButton}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M7 3v3M17 3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1ZM12 12v6M9 15h6"
          />
        </svg>
        {texts.thanks.calendar}
      </button>
      <ul id={menuId} className={classes.calendarList} hidden={!isOpen}>
        <li>
          <a href={calendarFileUrl(pageCode)} download onClick={() => setIsOpen(false)}>
            {texts.thanks.ics}
          </a>
        </li>
        {google && (
          <li>
            <a href={google} target="_blank" rel="noopener noreferrer" onClick={() => setIsOpen(false)}>
              {texts.thanks.google}
            </a>
          </li>
        )}
        {outlook && (
          <li>
            <a href={outlook} target="_blank" rel="noopener noreferrer" onClick={() => setIsOpen(false)}>
              {texts.thanks.outlook}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
