import type { RatingSummary, RatingsResults } from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { fetchRatings, putRating, visitRatingsKey } from '../queries';
import type { VisitorSession } from '../visitorSession';

const UNRATED: RatingSummary = { average: null, count: 0, mine: null };

/** The summary after this visitor's `stars` replace their earlier rating (what the server will answer). */
export function withRating(summary: RatingSummary, stars: number): RatingSummary {
  const total = (summary.average ?? 0) * summary.count;
  const count = summary.mine === null ? summary.count + 1 : summary.count;
  const average = (total - (summary.mine ?? 0) + stars) / count;
  return { average: Math.round(average * 100) / 100, count, mine: stars };
}

/**
 * One element's ratings in the live venue (GET …/ratings, shared by every rated element) and the
 * visitor's `rate(stars)`: shown at once, sent one after another, rolled back when refused.
 */
export function useElementRating({ pageCode, visitorToken }: VisitorSession, elementId: string) {
  const client = useQueryClient();
  const key = visitRatingsKey(pageCode);
  const query = useQuery({ queryKey: key, queryFn: () => fetchRatings(pageCode, visitorToken) });
  // Only the answer to the last choice is shown (arrow keys may send several in a row).
  const lastStars = useRef<number | null>(null);
  const setSummary = (summary: RatingSummary) =>
    client.setQueryData<RatingsResults>(key, (old) => ({
      ratings: { ...old?.ratings, [elementId]: summary },
    }));

  const mutation = useMutation({
    mutationFn: (stars: number) => putRating(pageCode, visitorToken, elementId, stars),
    // Sent in order, so the server keeps the last choice.
    scope: { id: `rating:${pageCode}:${elementId}` },
    onMutate: async (stars) => {
      lastStars.current = stars;
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<RatingsResults>(key);
      setSummary(withRating(previous?.ratings[elementId] ?? UNRATED, stars));
      return { previous };
    },
    onError: (_error, stars, context) => {
      if (stars === lastStars.current && context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (summary, stars) => {
      if (stars === lastStars.current) setSummary(summary);
    },
  });

  return {
    summary: query.data?.ratings[elementId] ?? (query.data ? UNRATED : undefined),
    isLoading: query.isPending,
    isLoadError: query.isError,
    refetch: () => void query.refetch(),
    rate: (stars: number) => mutation.mutate(stars),
    rateError: mutation.error,
    resetError: () => mutation.reset(),
  };
}
