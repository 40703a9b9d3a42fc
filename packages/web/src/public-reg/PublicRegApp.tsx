import { type Language, type PublicRegPageResults, parseLanguage } from '@foyer/shared';
import { type CSSProperties, useEffect, useState } from 'react';
import { ConfirmSection } from './ConfirmSection';
import { PageFooter } from './PageFooter';
import { PageHero } from './PageHero';
import { PageLayout } from './PageLayout';
import { RegisterSection } from './RegisterSection';
import { pageStyle } from './colors';
import { loadFont } from './fonts';
import { fetchRegPage } from './publicApi';
import classes from './public-reg.module.css';
import type { PublicRoute } from './route';
import { type PublicTexts, TextsContext, loadTexts } from './texts';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'page'; data: PublicRegPageResults; texts: PublicTexts }
  | { kind: 'missing' | 'failed'; texts: PublicTexts };

/** Loads the page and its language's texts (a first guess from the browser runs in parallel). */
async function loadPage(pageCode: string, guess: Language): Promise<Loaded> {
  const [answer, guessed] = await Promise.all([fetchRegPage(pageCode, guess), loadTexts(guess)]);
  if (!answer.ok) return { kind: answer.status === 404 ? 'missing' : 'failed', texts: guessed };
  const language = answer.results.page.language;
  const texts = language === guess ? guessed : await loadTexts(language);
  return { kind: 'page', data: answer.results, texts };
}

/** The visitor's registration page app: loading, the page (form or confirmation), or not found. */
export function PublicRegApp({ route }: { route: PublicRoute | null }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const guess = parseLanguage(navigator.language);

  useEffect(() => {
    let live = true;
    if (!route) void loadTexts(guess).then((texts) => live && setLoaded({ kind: 'missing', texts }));
    else void loadPage(route.pageCode, guess).then((next) => live && setLoaded(next));
    return () => {
      live = false;
    };
  }, [route, guess]);

  useEffect(() => {
    if (loaded.kind !== 'page') return;
    document.title = loaded.data.page.htmlTitle;
    document.documentElement.lang = loaded.data.page.language;
    void loadFont(loaded.data.page.font);
  }, [loaded]);

  if (loaded.kind === 'loading') return <LoadingView />;
  if (loaded.kind !== 'page')
    return (
      <TextsContext value={loaded.texts}>
        <main className={classes.page}>
          <div className={classes.column}>
            <section className={classes.card}>
              <h1 className={classes.resultHeading}>
                {loaded.kind === 'missing' ? loaded.texts.notFound.title : loaded.texts.errors.generic}
              </h1>
              {loaded.kind === 'missing' && <p>{loaded.texts.notFound.text}</p>}
            </section>
          </div>
        </main>
      </TextsContext>
    );

  const { data, texts } = loaded;
  const { page } = data;
  const style: CSSProperties = {
    ...pageStyle(page),
    backgroundImage: page.backgroundImageUrl ? `url("${page.backgroundImageUrl}")` : undefined,
  };
  return (
    <TextsContext value={texts}>
      <div className={classes.page} style={style}>
        <div className={classes.column}>
          <PageHero data={data} />
          <main>
            <PageLayout data={data}>
              {route?.kind === 'confirm' ? (
                <ConfirmSection token={route.token} pageCode={route.pageCode} language={page.language} />
              ) : (
                <RegisterSection data={data} pageCode={page.pageCode} language={page.language} />
              )}
            </PageLayout>
          </main>
          <PageFooter legal={page.legal} />
        </div>
      </div>
    </TextsContext>
  );
}

/** Placeholders in the page's shape while it loads, so nothing jumps when it arrives. */
function LoadingView() {
  return (
    <div className={classes.page} aria-busy="true">
      <div className={classes.column}>
        <div className={classes.heroImage} />
        <div className={classes.skeletonTitle} />
        <div className={classes.card}>
          <div className={classes.skeletonLine} />
          <div className={classes.skeletonLine} />
          <div className={classes.skeletonLine} />
        </div>
      </div>
    </div>
  );
}
