import { Skeleton } from '@mantine/core';
import { useEventPreview } from '../queries';
import { startRoomOf } from '../startRoom';
import { RoomPreview } from './RoomPreview';

type StartRoomPreviewProps = {
  /** The saved event, or a placeholder id with `template`. */
  eventId: string;
  template?: string;
};

/** The start room of an event or a template (GET events/preview), drawn small with its content. */
export function StartRoomPreview({ eventId, template }: StartRoomPreviewProps) {
  const { data } = useEventPreview(eventId, template);
  if (!data) return <Skeleton height={0} style={{ paddingTop: '56.25%' }} radius={0} />;
  const start = startRoomOf(data);
  return (
    <RoomPreview
      designId={start?.room.designId}
      mainColor={data.event.mainColor}
      textColor={data.event.textColor}
      content={start?.content}
    />
  );
}
