import type { Language, PublicPageState, PublicRegPageResults } from '@foyer/shared';
import { useState } from 'react';
import { type RegisterOutcome, RegisterForm } from './RegisterForm';
import { ResultHeading } from './ResultHeading';
import { ServerHtml } from './ServerHtml';
import { ThanksView } from './ThanksView';
import classes from './public-reg.module.css';
import { useTexts } from './texts';

type View = PublicPageState | 'registered' | 'resent';

/**
 * The registration card: the form while registration is open, else the closed, expired or full
 * text; after a submit, the thanks view (or full/closed when the server says so), focused.
 */
export function RegisterSection({
  data,
  pageCode,
  language,
}: {
  data: PublicRegPageResults;
  pageCode: string;
  language: Language;
}) {
  const texts = useTexts();
  const [view, setView] = useState<View>(data.state);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const { page, event } = data;

  function handleOutcome(outcome: RegisterOutcome) {
    setHasSubmitted(true);
    setView(outcome);
  }

  if (view === 'open')
    return (
      <section className={classes.card}>
        <RegisterForm data={data} pageCode={pageCode} language={language} onOutcome={handleOutcome} />
      </section>
    );
  if (view === 'registered' || view === 'resent')
    return <ThanksView data={data} isResent={view === 'resent'} />;

  const message =
    view === 'full'
      ? { title: texts.full.title, html: '', text: texts.full.text }
      : view === 'expired'
        ? { title: texts.expired.title, html: page.expiredText, text: '' }
        : {
            title: texts.closed.title,
            html: event.open ? page.startOpenText : page.startClosedText,
            text: '',
          };
  return (
    <section className={classes.card}>
      <ResultHeading text={message.title} isFocused={hasSubmitted} />
      <ServerHtml html={message.html} className={classes.html} />
      {message.text && <p>{message.text}</p>}
    </section>
  );
}
