import type { PublicRegPageResults } from '@foyer/shared';
import { AddToCalendar } from './AddToCalendar';
import { StartTime } from './StartTime';
import classes from './public-reg.module.css';

/**
 * The top of the page: 16:9 header image, event logo, the two titles (the page's one h1), the date
 * lines with the start in the visitor's zone, and "add to calendar".
 */
export function PageHero({ data }: { data: PublicRegPageResults }) {
  const { page, event } = data;
  return (
    <header className={classes.hero}>
      {page.headerImageUrl && (
        <div className={classes.heroImage}>
          <img src={page.headerImageUrl} alt="" width={1600} height={900} />
        </div>
      )}
      <div className={classes.heroText}>
        {event.logoUrl && <img className={classes.logo} src={event.logoUrl} alt="" height={56} />}
        <h1 className={classes.title}>
          {event.title1}
          {event.title2 && <span className={classes.subtitle}>{event.title2}</span>}
        </h1>
        <div className={classes.when}>
          {(page.dateLine1 || page.dateLine2) && (
            <p className={classes.dates}>
              {page.dateLine1 && <span>{page.dateLine1}</span>}
              {page.dateLine2 && <span>{page.dateLine2}</span>}
            </p>
          )}
          <StartTime
            startsAt={page.startsAt}
            timeZone={event.timeZone}
            hasDateLines={Boolean(page.dateLine1 || page.dateLine2)}
            language={page.language}
            className={classes.dates}
          />
          <AddToCalendar data={data} pageCode={page.pageCode} />
        </div>
      </div>
    </header>
  );
}
