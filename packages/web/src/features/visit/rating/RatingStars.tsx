import { RATING_STARS_MAX, RATING_STARS_MIN } from '@foyer/shared';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import { isApiError } from '../../../api/client';
import classes from './RatingStars.module.css';
import { type VisitorSession, useVisitorSession } from '../visitorSession';
import { useElementRating } from './useElementRating';

const STARS = Array.from({ length: RATING_STARS_MAX - RATING_STARS_MIN + 1 }, (_, i) => RATING_STARS_MIN + i);

type RatingStarsProps = {
  elementId: string;
  /** The rated thing's title: names the group of stars (several talks are listed together). */
  title: string;
};

/**
 * 1 to 5 stars for a rated document, talk or link item (a radio group: arrow keys move and rate),
 * with the average, the number of ratings and the visitor's own. Only in the live venue: outside
 * a visitor session (the organiser's preview) it renders nothing.
 */
export function RatingStars(props: RatingStarsProps) {
  const session = useVisitorSession();
  if (!session) return null;
  return <LiveRatingStars session={session} {...props} />;
}

function LiveRatingStars({ session, elementId, title }: RatingStarsProps & { session: VisitorSession }) {
  const { t, i18n } = useTranslation();
  const name = useId();
  const { summary, isLoading, isLoadError, refetch, rate, rateError, resetError } = useElementRating(
    session,
    elementId,
  );
  const format = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const mine = summary?.mine ?? null;
  const handleChange = (stars: number) => {
    if (stars === mine) return;
    resetError();
    rate(stars);
  };

  return (
    <Stack gap={4} data-rating={elementId}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-hidden>
          {t('visitRating.label')}
        </Text>
        <Box
          role="radiogroup"
          aria-label={t('visitRating.groupLabel', { title })}
          aria-busy={isLoading || undefined}
          className={classes.stars}
          data-disabled={isLoading || isLoadError || undefined}
        >
          {STARS.map((stars) => {
            const isFilled = mine !== null && stars <= mine;
            return (
              <label key={stars} className={classes.star} data-filled={isFilled || undefined}>
                <input
                  className={classes.input}
                  type="radio"
                  name={name}
                  value={stars}
                  checked={mine === stars}
                  disabled={isLoading || isLoadError}
                  aria-label={t('visitRating.star', { count: stars })}
                  onChange={() => handleChange(stars)}
                />
                {isFilled ? <IconStarFilled size={22} aria-hidden /> : <IconStar size={22} aria-hidden />}
              </label>
            );
          })}
        </Box>
      </Group>
      {isLoading ? (
        <BusySkeleton height={14} width={180} radius="sm" label={t('visitRating.loading')} />
      ) : isLoadError ? (
        <Group gap="xs">
          <Text size="sm" c="red" role="alert">
            {t('visitRating.loadFailed')}
          </Text>
          <Button size="compact-xs" variant="default" onClick={refetch}>
            {t('visitRating.retry')}
          </Button>
        </Group>
      ) : (
        summary && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {summary.count === 0 || summary.average === null
              ? t('visitRating.none')
              : t('visitRating.summary', { average: format.format(summary.average), count: summary.count })}
            {mine !== null && ` · ${t('visitRating.mine', { count: mine })}`}
          </Text>
        )
      )}
      {rateError && (
        <Text size="sm" c="red" role="alert">
          {isApiError(rateError) && rateError.errorKey === 'NOT_FOUND'
            ? t('visitRating.unavailable')
            : t('visitRating.failed')}
        </Text>
      )}
    </Stack>
  );
}
