import type { MantineSize } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import type { ViewerState } from './types';
import { BoothDirectoryViewer } from './viewers/BoothDirectoryViewer';
import { DocumentViewer } from './viewers/DocumentViewer';
import { IframeViewer } from './viewers/IframeViewer';
import { PictureViewer } from './viewers/PictureViewer';
import { ProfileViewer } from './viewers/ProfileViewer';
import { ProgrammeViewer } from './viewers/ProgrammeViewer';
import { TimelineViewer } from './viewers/TimelineViewer';
import { UserViewer } from './viewers/UserViewer';
import { VideoViewer } from './viewers/VideoViewer';

/** The dialog's title: the thing's own title, else its asset's name, else what kind of thing it is. */
function titleOfViewer(viewer: ViewerState, t: TFunction): string {
  switch (viewer.kind) {
    case 'document':
      return (
        viewer.monitor?.title ?? viewer.title ?? viewer.asset?.name ?? t('visitTargets.document.untitled')
      );
    case 'picture':
      return viewer.title ?? viewer.asset?.name ?? t('visitTargets.picture.untitled');
    case 'iframe':
      return viewer.title ?? t('visitTargets.iframe.untitled');
    case 'video':
      return (
        viewer.boothVideo?.title ?? viewer.title ?? viewer.asset?.name ?? t('visitTargets.video.untitled')
      );
    case 'programme': {
      const talk = viewer.theatre?.elements.find((e) => e.id === viewer.talkId);
      if (talk && 'title' in talk) return talk.title;
      return viewer.theatre?.title ?? viewer.webcast?.name ?? t('visitTargets.programme.title');
    }
    case 'timeline':
      return t('visitTargets.timeline.title');
    case 'boothDirectory':
      return t('visitTargets.booths.title');
    case 'profile':
      return t('visitTargets.profile.title');
    case 'user':
      return viewer.person
        ? viewer.person.kind === 'BOOTH_STAFF'
          ? viewer.person.name
          : `${viewer.person.firstName} ${viewer.person.lastName}`
        : t('visitTargets.user.title');
  }
}

const SIZE_OF: Record<ViewerState['kind'], MantineSize | 'auto'> = {
  document: 'xl',
  picture: 'auto',
  iframe: 'xl',
  video: 'lg',
  programme: 'xl',
  timeline: 'xl',
  boothDirectory: 'md',
  profile: 'md',
  user: 'sm',
};

function ViewerBody({ viewer }: { viewer: ViewerState }) {
  switch (viewer.kind) {
    case 'document':
      return <DocumentViewer asset={viewer.asset} monitor={viewer.monitor} elementId={viewer.elementId} />;
    case 'picture':
      return <PictureViewer asset={viewer.asset} />;
    case 'iframe':
      return <IframeViewer url={viewer.url} title={viewer.title} />;
    case 'video':
      return <VideoViewer asset={viewer.asset} boothVideo={viewer.boothVideo} elementId={viewer.elementId} />;
    case 'programme':
      return <ProgrammeViewer webcast={viewer.webcast} theatre={viewer.theatre} talkId={viewer.talkId} />;
    case 'timeline':
      return <TimelineViewer />;
    case 'boothDirectory':
      return <BoothDirectoryViewer />;
    case 'profile':
      return <ProfileViewer />;
    case 'user':
      return <UserViewer person={viewer.person} />;
  }
}

/** The open viewer as one dialog (titled, Escape closes, focus returns to what opened it). */
export function TargetViewer({ viewer, onClose }: { viewer: ViewerState | null; onClose(): void }) {
  const { t } = useTranslation();
  // Keeps the last viewer on screen while the dialog's closing transition runs.
  const last = useRef<ViewerState | null>(null);
  // A new viewer gets fresh state (a new video, slideshow position, search box).
  const seq = useRef(0);
  if (viewer && viewer !== last.current) {
    seq.current += 1;
    last.current = viewer;
  }
  const shown = viewer ?? last.current;
  return (
    <AppModal
      opened={viewer !== null}
      onClose={onClose}
      title={shown ? titleOfViewer(shown, t) : ''}
      size={shown ? SIZE_OF[shown.kind] : 'md'}
      centered
      data-viewer={shown?.kind}
    >
      {shown && <ViewerBody key={seq.current} viewer={shown} />}
    </AppModal>
  );
}
