import type { Asset, TheatreVideo } from '@foyer/shared';

type AssetsById = ReadonlyMap<string, Asset> | Readonly<Record<string, Asset>>;

const assetOf = (assets: AssetsById, id: string): Asset | undefined =>
  assets instanceof Map ? assets.get(id) : (assets as Record<string, Asset>)[id];

/** When a talk begins on the programme's clock: its countdown time, else its planned live start. */
export function talkStart(talk: TheatreVideo): number | undefined {
  const at = talk.startsAt ?? talk.plannedLiveStart;
  if (!at) return undefined;
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? undefined : ms;
}

/** How long a talk's video runs, in milliseconds, when its asset says so. */
function runtimeOf(talk: TheatreVideo, assets: AssetsById): number | undefined {
  const seconds = talk.videoAssetId ? assetOf(assets, talk.videoAssetId)?.duration : undefined;
  return seconds && seconds > 0 ? seconds * 1000 : undefined;
}

/**
 * The talk playing at `now` by the programme's times: it has begun and is not over. It is over when
 * its video's running time has passed, or (running time unknown, e.g. a live stream) when the next
 * talk begins. Talks without a time never count as playing, so no talk is marked just for being first.
 */
export function playingTalk(
  talks: readonly TheatreVideo[],
  assets: AssetsById,
  now: Date,
): TheatreVideo | undefined {
  const t = now.getTime();
  const timed = talks
    .map((talk) => ({ talk, start: talkStart(talk) }))
    .filter((e): e is { talk: TheatreVideo; start: number } => e.start !== undefined)
    .sort((a, b) => a.start - b.start);
  let playing: TheatreVideo | undefined;
  timed.forEach(({ talk, start }, i) => {
    if (start > t) return;
    const runtime = runtimeOf(talk, assets);
    const end =
      runtime !== undefined ? start + runtime : timed.slice(i + 1).find((e) => e.start > start)?.start;
    if (end === undefined || t < end) playing = talk;
  });
  return playing;
}

/**
 * The talk a theatre's main screen stands for: the one playing now, else the next to begin, else the
 * first of the programme.
 */
export function stageTalk(
  talks: readonly TheatreVideo[],
  assets: AssetsById,
  now: Date,
): TheatreVideo | undefined {
  const playing = playingTalk(talks, assets, now);
  if (playing) return playing;
  const t = now.getTime();
  let next: { talk: TheatreVideo; start: number } | undefined;
  for (const talk of talks) {
    const start = talkStart(talk);
    if (start !== undefined && start > t && (!next || start < next.start)) next = { talk, start };
  }
  return next?.talk ?? talks[0];
}
