import type { PublicRegPageResults } from '@foyer/shared';
import { visitorTimeRange } from '../lib/eventTime';
import classes from './public-reg.module.css';
import { useTexts } from './texts';

/** A day's calendar date in the page's language ("Sunday, 1 June 2031"); '' without one. */
function dayDate(date: string | null, language: string): string {
  if (!date) return '';
  const at = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(at)) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(at);
}

/**
 * The venue's agenda: each day (title and date) with its items — hours in the visitor's zone with
 * the event's beside when they differ (one clock), title, speakers and place. Nothing without items.
 */
export function Agenda({ data }: { data: PublicRegPageResults }) {
  const texts = useTexts();
  const { agenda, event, page } = data;
  const days = agenda.filter((d) => d.items.length > 0);
  if (days.length === 0) return null;
  return (
    <section className={classes.card} aria-labelledby="agenda-heading">
      <h2 id="agenda-heading" className={classes.cardHeading}>
        {texts.agenda.title}
      </h2>
      {days.map((day, i) => (
        // Days have no id of their own here; their order is the agenda's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for the page's life.
        <section key={i} className={classes.agendaDay} aria-labelledby={`agenda-day-${i}`}>
          <h3 id={`agenda-day-${i}`} className={classes.agendaDayTitle}>
            {day.title}
            {day.date && <span className={classes.agendaDate}>{dayDate(day.date, page.language)}</span>}
          </h3>
          <ol className={classes.agendaItems}>
            {day.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <li key={j} className={classes.agendaItem}>
                <p className={classes.agendaTime}>
                  {visitorTimeRange(day.date, item.start, item.end, event.timeZone, page.language)}
                </p>
                <div>
                  <p className={classes.agendaTitle}>{item.title}</p>
                  {item.speakers.length > 0 && (
                    <p className={classes.agendaMeta}>
                      <span className={classes.visuallyHidden}>{texts.agenda.speakers}: </span>
                      {item.speakers.join(', ')}
                    </p>
                  )}
                  {item.location && (
                    <p className={classes.agendaMeta}>
                      <span className={classes.visuallyHidden}>{texts.agenda.location}: </span>
                      {item.location}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
