import type { VenueElement } from '@foyer/shared';
import type { ElementFormProps } from '../types';
import { SlotSelect } from './SlotSelect';
import { type SlottedElement, roomOf, slotKindOf } from './elements';
import { useFieldBinder } from './useFieldBinder';

/** The slot select of an element placed in its room's design (canvas, monitor, screen, staff). */
export function PlacedSlotField<E extends SlottedElement & VenueElement>(props: ElementFormProps<E>) {
  const { value, ctx, parent } = props;
  const { set, errorOf } = useFieldBinder(props);
  const kind = slotKindOf(value.kind);
  if (!kind) return null;
  return (
    <SlotSelect
      room={roomOf(value, ctx.venue, parent)}
      venue={ctx.venue}
      kind={kind}
      elementId={value.id}
      value={value.slotId}
      onChange={(slotId) => set('slotId', slotId as E['slotId'])}
      error={errorOf('slotId')}
    />
  );
}
