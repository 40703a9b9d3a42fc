import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { buildWebcastDetail } from '../testing';
import { WebcastRecordings } from './WebcastRecordings';

const RECORDING = {
  id: 'v1',
  kind: 'video' as const,
  origin: 'custom' as const,
  name: 'Main stage 2027-02-03 10:15.mp4',
  type: 'video/mp4',
  size: 1_000_000,
  width: 1280,
  height: 720,
  duration: 3725,
  url: '/files/assets/v1/web.mp4',
  originalUrl: '/files/assets/v1/original.mp4',
  thumbnailUrl: '/files/assets/v1/thumb.jpg',
  createdAt: '2027-02-03T11:17:00.000Z',
  version: 1,
};

describe('WebcastRecordings', () => {
  it('lists each recording with its length, where to find it and an MP4 download', () => {
    renderScreen(<WebcastRecordings webcast={buildWebcastDetail({ recordings: [RECORDING] })} />);
    expect(screen.getByRole('link', { name: RECORDING.name }).getAttribute('href')).toBe(
      `/assets/videos?search=${encodeURIComponent(RECORDING.name)}`,
    );
    const download = screen.getByRole('link', { name: `Download ${RECORDING.name} as MP4` });
    expect(download.getAttribute('href')).toBe(RECORDING.originalUrl);
    expect(download.getAttribute('download')).toBe('Main stage 2027-02-03 10:15.mp4');
    expect(screen.getByText('1:02:05')).toBeTruthy();
    expect(screen.getByText(/takes each new recording as its on-demand video/)).toBeTruthy();
  });

  it('says when there are none yet', () => {
    renderScreen(<WebcastRecordings webcast={buildWebcastDetail()} />);
    expect(screen.getByText(/each one appears here/)).toBeTruthy();
  });
});
