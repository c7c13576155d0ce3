/** The slot list, read from slots.json (the one source shared with the kernel). */
import slotsDocument from './slots.json';

export const SLOT_KIND = { REPLACE: 'replace', APPEND: 'append' } as const;
export type SlotKind = (typeof SLOT_KIND)[keyof typeof SLOT_KIND];

export interface SlotDefinition {
  id: string;
  kind: SlotKind;
  description: string;
}

export const SLOTS: readonly SlotDefinition[] = Object.freeze(
  (slotsDocument.slots as SlotDefinition[]).map((slot) => Object.freeze({ ...slot })),
);

const byId = new Map(SLOTS.map((slot) => [slot.id, slot]));

export function getSlot(id: string): SlotDefinition | undefined {
  return byId.get(id);
}

/** The definition of a slot, or an error naming the known slots of the wanted kind. */
export function requireSlot(id: string, kind?: SlotKind): SlotDefinition {
  const slot = byId.get(id);
  if (!slot) throw new Error(`Unknown slot "${id}". Known slots: ${SLOTS.map((s) => s.id).join(', ')}`);
  if (kind && slot.kind !== kind) {
    const verb = slot.kind === SLOT_KIND.REPLACE ? 'override' : 'contribute';
    throw new Error(`Slot "${id}" is a "${slot.kind}" slot: use api.${verb}() for it.`);
  }
  return slot;
}
