import type { Language } from '@foyer/shared';
import { useEffect, useState } from 'react';
import { ResultHeading } from './ResultHeading';
import { ServerHtml } from './ServerHtml';
import { type ConfirmResults, type PublicAnswer, confirm } from './publicApi';
import classes from './public-reg.module.css';
import { useTexts } from './texts';

// A token is confirmed once per page load, even when a development StrictMode runs effects twice.
const confirming = new Map<string, Promise<PublicAnswer<ConfirmResults>>>();

/** Confirms once per token (later calls share the first answer). */
export function confirmOnce(token: string, language: Language) {
  let pending = confirming.get(token);
  if (!pending) {
    pending = confirm(token, language);
    confirming.set(token, pending);
  }
  return pending;
}

type State =
  | { kind: 'busy' }
  | { kind: 'done'; result: ConfirmResults }
  | { kind: 'invalid' }
  | { kind: 'failed'; isRateLimited: boolean; isOffline: boolean };

/** /r/{pageCode}/confirm?token=…: confirms the registration and shows the confirmation text or why not. */
export function ConfirmSection({
  token,
  pageCode,
  language,
}: {
  token: string;
  pageCode: string;
  language: Language;
}) {
  const texts = useTexts();
  const [state, setState] = useState<State>({ kind: 'busy' });

  useEffect(() => {
    let live = true;
    if (token.length < 10) {
      setState({ kind: 'invalid' });
      return;
    }
    void confirmOnce(token, language).then((answer) => {
      if (!live) return;
      if (answer.ok) setState({ kind: 'done', result: answer.results });
      else if (answer.errorKey === 'EMAIL_CONFIRMATION_TOKEN_IS_INVALID' || answer.status === 400)
        setState({ kind: 'invalid' });
      else setState({ kind: 'failed', isRateLimited: answer.status === 429, isOffline: answer.status === 0 });
    });
    return () => {
      live = false;
    };
  }, [token, language]);

  const pageLink = `/r/${encodeURIComponent(pageCode)}`;
  // The same personal token enters the venue (it is exchanged there for a visitor session).
  const enterLink = `/v/${encodeURIComponent(pageCode)}?token=${encodeURIComponent(token)}`;
  return (
    <section className={classes.card} aria-busy={state.kind === 'busy'}>
      {state.kind === 'busy' && <p role="status">{texts.confirm.working}</p>}
      {state.kind === 'done' && (
        <>
          <ResultHeading text={texts.confirm.title} isFocused />
          <ServerHtml html={state.result.text} className={classes.html} />
          {state.result.eventOpen && (
            <>
              <p>
                <a className={classes.enter} href={enterLink}>
                  {texts.confirm.enter}
                </a>
              </p>
              <p className={classes.help}>{texts.confirm.enterHint}</p>
            </>
          )}
        </>
      )}
      {state.kind === 'invalid' && (
        <>
          <ResultHeading text={texts.confirm.invalidTitle} isFocused />
          <p>{texts.confirm.invalid}</p>
          <p>
            <a href={pageLink}>{texts.confirm.back}</a>
          </p>
        </>
      )}
      {state.kind === 'failed' && (
        <p role="alert">
          {state.isRateLimited
            ? texts.errors.rateLimited
            : state.isOffline
              ? texts.errors.offline
              : texts.errors.generic}
        </p>
      )}
    </section>
  );
}
