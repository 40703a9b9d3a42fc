import type { PublicRegPageResults } from '@foyer/shared';
import { ResultHeading } from './ResultHeading';
import { ServerHtml } from './ServerHtml';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar';
import { calendarFileUrl } from './publicApi';
import classes from './public-reg.module.css';
import { useTexts } from './texts';

/** After a submit: the thanks text, what to do next, and "add to calendar" links when the start is known. */
export function ThanksView({
  data,
  pageCode,
  isResent,
  isFocused = true,
}: {
  data: PublicRegPageResults;
  pageCode: string;
  isResent: boolean;
  /** The heading takes the focus (it replaces the form); the editor's preview does not want that. */
  isFocused?: boolean;
}) {
  const texts = useTexts();
  const { page, event } = data;
  const entry = page.startsAt
    ? {
        title: [event.title1, event.title2].filter(Boolean).join(' – '),
        startsAt: page.startsAt,
        details: [page.dateLine1, page.dateLine2].filter(Boolean).join('\n'),
        location: window.location.href.split('?')[0],
        timeZone: event.timeZone,
      }
    : null;
  const google = entry && googleCalendarUrl(entry);
  const outlook = entry && outlookCalendarUrl(entry);
  return (
    <section className={classes.card}>
      <ResultHeading text={texts.thanks.title} isFocused={isFocused} />
      <ServerHtml html={page.thanksText} className={classes.html} />
      <p>{isResent ? texts.thanks.resent : texts.thanks.checkMail}</p>
      {entry && (
        <nav aria-label={texts.thanks.calendar} className={classes.calendar}>
          <h3 className={classes.sectionHeading}>{texts.thanks.calendar}</h3>
          <ul>
            <li>
              <a href={calendarFileUrl(pageCode)} download>
                {texts.thanks.ics}
              </a>
            </li>
            {google && (
              <li>
                <a href={google} target="_blank" rel="noopener noreferrer">
                  {texts.thanks.google}
                </a>
              </li>
            )}
            {outlook && (
              <li>
                <a href={outlook} target="_blank" rel="noopener noreferrer">
                  {texts.thanks.outlook}
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </section>
  );
}
