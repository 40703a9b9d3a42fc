import type { PublicRegPageResults } from '@foyer/shared';
import { ResultHeading } from './ResultHeading';
import { ServerHtml } from './ServerHtml';
import classes from './public-reg.module.css';
import { useTexts } from './texts';

/**
 * After a submit: the heading and the organiser's thanks text, once — the standard "check your
 * inbox" only when the page has no thanks text; an address registered already is told its link was
 * sent again. "Add to calendar" stays in the page's header.
 */
export function ThanksView({
  data,
  isResent,
  isFocused = true,
}: {
  data: PublicRegPageResults;
  isResent: boolean;
  /** The heading takes the focus (it replaces the form); the editor's preview does not want that. */
  isFocused?: boolean;
}) {
  const texts = useTexts();
  const { thanksText } = data.page;
  const hasThanksText = thanksText.trim() !== '';
  return (
    <section className={classes.card}>
      <ResultHeading text={texts.thanks.title} isFocused={isFocused} />
      <ServerHtml html={thanksText} className={classes.html} />
      {isResent ? <p>{texts.thanks.resent}</p> : !hasThanksText && <p>{texts.thanks.checkMail}</p>}
    </section>
  );
}
