import type { Room, Slot, SlotKind, Venue } from '@foyer/shared';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type SlottedElement,
  elementLabel,
  isSharedSlotKind,
  kindLabelKey,
  roomSlots,
  slotOccupants,
} from './elements';

/** The translated name of a design slot ("Picture surface 2", "Door 1"). */
export function useSlotName() {
  const { t } = useTranslation();
  return (slot: Pick<Slot, 'id' | 'kind'>) =>
    t(`elementForm.slotNames.${slot.kind}`, { n: Number(slot.id.split('-')[1]) || 1 });
}

type SlotSelectProps = {
  room: Room | undefined;
  venue: Venue;
  kind: SlotKind;
  /** The element being placed (its own slot is not taken). */
  elementId: string;
  value: string;
  onChange(slotId: string): void;
  error?: string;
};

/**
 * The slot an element sits in, chosen among the slots of its kind in the room's design (the keyboard
 * way of placing it). Slots taken by another element are marked; canvases may share a slot (they
 * rotate), other kinds cannot.
 */
export function SlotSelect({ room, venue, kind, elementId, value, onChange, error }: SlotSelectProps) {
  const { t } = useTranslation();
  const slotName = useSlotName();
  const slots = room ? roomSlots(room, kind) : [];
  const taken = room ? slotOccupants(room, venue, kind, elementId) : new Map<string, SlottedElement[]>();
  const isShared = isSharedSlotKind(kind);
  const data = slots.map((slot) => {
    const others = taken.get(slot.id) ?? [];
    const names = others.map((e) => elementLabel(e) || t(kindLabelKey(e.kind))).join(', ');
    const name = slotName(slot);
    const label = others.length
      ? t(isShared ? 'elementForm.slot.shared' : 'elementForm.slot.taken', { slot: name, names })
      : t('elementForm.slot.free', { slot: name });
    return { value: slot.id, label, disabled: !isShared && others.length > 0 };
  });
  return (
    <Select
      label={t('elementForm.fields.slotId')}
      description={t(isShared ? 'elementForm.slot.hintShared' : 'elementForm.slot.hint')}
      data={data}
      value={slots.some((s) => s.id === value) ? value : null}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      withAsterisk
      aria-required
      placeholder={t(slots.length ? 'elementForm.slot.choose' : 'elementForm.slot.none')}
      disabled={slots.length === 0}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    />
  );
}
