import { type Asset, TheatreVideo } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { playingTalk, stageTalk } from './talkSchedule';

const video = (id: string, seconds: number | null): Asset => ({
  id,
  kind: 'video',
  origin: 'custom',
  name: id,
  type: 'video/mp4',
  size: 1,
  duration: seconds,
  url: `/files/${id}`,
  originalUrl: `/files/${id}`,
  thumbnailUrl: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  version: 1,
});
const V30 = '00000000-0000-4000-8000-000000000030';
const LIVE = '00000000-0000-4000-8000-000000000031';
const assets = new Map([
  [V30, video(V30, 30 * 60)],
  [LIVE, video(LIVE, null)],
]);

const talk = (id: string, over: Partial<TheatreVideo> = {}) =>
  TheatreVideo.parse({ id, kind: 'THEATRE_VIDEO', title: id, ...over });

// 09:00 a 30-minute recorded keynote; 10:00 a live panel (running time unknown); 11:00 the closing.
const keynote = talk('keynote', { startsAt: '2027-03-12T09:00:00Z', videoAssetId: V30 });
const panel = talk('panel', { plannedLiveStart: '2027-03-12T10:00:00Z', videoAssetId: LIVE });
const closing = talk('closing', { startsAt: '2027-03-12T11:00:00Z' });
const untimed = talk('untimed');
const programme = [untimed, keynote, panel, closing];
const at = (time: string) => new Date(`2027-03-12T${time}:00Z`);

describe('playingTalk', () => {
  it('is the talk that has begun and whose video has not run out', () => {
    expect(playingTalk(programme, assets, at('09:10'))?.id).toBe('keynote');
    // 30 minutes later the keynote is over and the panel has not begun: nothing plays.
    expect(playingTalk(programme, assets, at('09:45'))).toBeUndefined();
  });

  it('without a running time lasts until the next talk begins', () => {
    expect(playingTalk(programme, assets, at('10:59'))?.id).toBe('panel');
    expect(playingTalk(programme, assets, at('11:00'))?.id).toBe('closing');
  });

  it('is none before the first time, and never the first talk just for being first', () => {
    expect(playingTalk(programme, assets, at('08:00'))).toBeUndefined();
    expect(playingTalk([untimed, talk('other')], assets, at('10:00'))).toBeUndefined();
  });
});

describe('stageTalk', () => {
  it('is the talk playing, else the next to begin, else the first of the programme', () => {
    expect(stageTalk(programme, assets, at('09:10'))?.id).toBe('keynote');
    expect(stageTalk(programme, assets, at('09:45'))?.id).toBe('panel');
    expect(stageTalk([untimed, talk('other')], assets, at('10:00'))?.id).toBe('untimed');
    expect(stageTalk([], assets, at('10:00'))).toBeUndefined();
  });
});
