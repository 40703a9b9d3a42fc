import {
  type Event,
  type ProfileItem,
  type PublicPageState,
  type PublicProgramme,
  type PublicRegPageResults,
  toUtcDateTime,
} from '@foyer/shared';
import { Box, Card, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../public-reg/PageFooter';
import { PageHero } from '../../public-reg/PageHero';
import { PageLayout } from '../../public-reg/PageLayout';
import { RegisterSection } from '../../public-reg/RegisterSection';
import { ThanksView } from '../../public-reg/ThanksView';
import { pageStyle } from '../../public-reg/colors';
import { loadFont } from '../../public-reg/fonts';
import classes from '../../public-reg/public-reg.module.css';
import { TextsContext, loadTexts } from '../../public-reg/texts';
import type { PageImages } from './LookSection';
import type { RegPageValues } from './regpageForm';

export const PREVIEW_MODES = ['form', 'thanks', 'closed', 'expired'] as const;
export type PreviewMode = (typeof PREVIEW_MODES)[number];

const STATE_OF: Record<Exclude<PreviewMode, 'thanks'>, PublicPageState> = {
  form: 'open',
  closed: 'closed',
  expired: 'expired',
};

/**
 * What the visitor's page would receive for the draft: the page, the event's titles, its fields and
 * the venue's programme (agenda and speakers, as last loaded).
 */
export function draftPageData(
  values: RegPageValues,
  images: PageImages,
  event: Event,
  fields: ProfileItem[],
  state: PublicPageState,
  programme: PublicProgramme,
): PublicRegPageResults {
  const { mailSubject: _s, mailHtml: _h, mailText: _t, ...page } = values;
  return {
    state,
    page: {
      ...page,
      // A typed wall time is the event zone's, as the server will read it.
      startsAt: page.startsAt ? toUtcDateTime(page.startsAt, event.timeZone) : null,
      eventId: event.id,
      headerImageUrl: images.header?.url ?? null,
      backgroundImageUrl: images.background?.url ?? null,
    },
    event: {
      title1: event.title1,
      title2: event.title2,
      mainColor: event.mainColor,
      textColor: event.textColor,
      logoUrl: event.logoUrl ?? null,
      open: event.open,
      timeZone: event.timeZone,
    },
    fields: fields.filter((f) => !f.hidden),
    agenda: programme.agenda,
    speakers: programme.speakers,
  };
}

/**
 * The public page as a visitor would see it with the draft values (colours, images, texts, fields),
 * in the state chosen above it. Built from the visitor page's own components; its form is disabled
 * and never submits. The html shown is tiptap's output or the server's sanitised text.
 */
export function RegPagePreview({
  values,
  images,
  event,
  fields,
  programme,
  mode,
  onModeChange,
}: {
  values: RegPageValues;
  images: PageImages;
  event: Event | undefined;
  fields: ProfileItem[];
  /** The venue's agenda and speakers, which the page shows below the description. */
  programme: PublicProgramme;
  mode: PreviewMode;
  onModeChange: (mode: PreviewMode) => void;
}) {
  const { t } = useTranslation();
  const texts = useQuery({
    queryKey: ['publicTexts', values.language],
    queryFn: () => loadTexts(values.language),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const data = event
    ? draftPageData(values, images, event, fields, mode === 'thanks' ? 'open' : STATE_OF[mode], programme)
    : null;
  useEffect(() => {
    void loadFont(values.font);
  }, [values.font]);
  const style = {
    ...pageStyle(values),
    backgroundImage: images.background ? `url("${images.background.url}")` : undefined,
    backgroundAttachment: 'scroll',
    minHeight: 'auto',
  } as CSSProperties;
  const preventSubmit = (e: FormEvent) => e.preventDefault();

  return (
    <Stack gap="sm">
      <Text fw={600} id="regpage-preview-label">
        {t('regpageEditor.preview.title')}
      </Text>
      <SegmentedControl
        aria-labelledby="regpage-preview-label"
        value={mode}
        onChange={(next) => onModeChange(next as PreviewMode)}
        data={PREVIEW_MODES.map((m) => ({ value: m, label: t(`regpageEditor.preview.${m}`) }))}
        fullWidth
      />
      <Card withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {!data || !texts.data ? (
          <Stack p="md" gap="sm" aria-busy="true">
            <Skeleton h={160} />
            <Skeleton h={20} w="60%" />
            <Skeleton h={80} />
          </Stack>
        ) : (
          <Box
            component="section"
            aria-label={t('regpageEditor.preview.region')}
            className={classes.page}
            style={style}
            onSubmitCapture={preventSubmit}
          >
            <TextsContext value={texts.data}>
              {/* Disabled controls: the preview's form can be looked at, not filled in or sent. */}
              <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
                <div className={classes.column}>
                  <PageHero data={data} />
                  <PageLayout data={data}>
                    {mode === 'thanks' ? (
                      <ThanksView data={data} isResent={false} isFocused={false} />
                    ) : (
                      <RegisterSection
                        key={`${mode}-${data.state}`}
                        data={data}
                        pageCode={values.pageCode}
                        language={values.language}
                      />
                    )}
                  </PageLayout>
                  <PageFooter legal={values.legal} />
                </div>
              </fieldset>
            </TextsContext>
          </Box>
        )}
      </Card>
    </Stack>
  );
}
