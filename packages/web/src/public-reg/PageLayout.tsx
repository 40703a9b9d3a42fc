import type { PublicRegPageResults } from '@foyer/shared';
import type { ReactNode } from 'react';
import { Agenda } from './Agenda';
import { ServerHtml } from './ServerHtml';
import { Speakers } from './Speakers';
import classes from './public-reg.module.css';
import { useTexts } from './texts';

/**
 * Everything below the hero: the description, the registration card (`children`), the agenda and
 * the speakers. One column on a phone (registration right after the description); on a wide page
 * the registration card stays beside the rest.
 */
export function PageLayout({ data, children }: { data: PublicRegPageResults; children: ReactNode }) {
  const texts = useTexts();
  const hasDescription = data.page.description.trim() !== '';
  const hasAgenda = data.agenda.some((d) => d.items.length > 0);
  return (
    <div className={classes.layout}>
      {hasDescription && (
        <section className={`${classes.card} ${classes.about}`} aria-labelledby="about-heading">
          <h2 id="about-heading" className={classes.cardHeading}>
            {texts.about.title}
          </h2>
          <ServerHtml html={data.page.description} className={classes.html} />
        </section>
      )}
      <div className={classes.registerArea}>{children}</div>
      {hasAgenda && (
        <div className={classes.agendaArea}>
          <Agenda data={data} />
        </div>
      )}
      {data.speakers.length > 0 && (
        <div className={classes.speakersArea}>
          <Speakers speakers={data.speakers} />
        </div>
      )}
    </div>
  );
}
