import classes from './public-reg.module.css';
import { useTexts } from './texts';

/** The first letters of a name's first and last words ("Ada Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** The event's speakers (from its agenda and talks) with their initials. Nothing without any. */
export function Speakers({ speakers }: { speakers: string[] }) {
  const texts = useTexts();
  if (speakers.length === 0) return null;
  return (
    <section className={classes.card} aria-labelledby="speakers-heading">
      <h2 id="speakers-heading" className={classes.cardHeading}>
        {texts.speakers.title}
      </h2>
      <ul className={classes.speakers}>
        {speakers.map((name) => (
          <li key={name} className={classes.speaker}>
            <span className={classes.initials} aria-hidden="true">
              {initialsOf(name)}
            </span>
            <span>{name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
