/**
 * Slot registry: which plugin fills which slot.
 *
 * Replace slots: the fill with the highest priority wins; equal priorities go to the
 * smaller plugin id, so the result never depends on load order. More than one
 * overriding plugin is a conflict, reported by `conflicts()`.
 * Append slots: every contribution renders, sorted by order, then plugin id, then
 * registration order.
 */
import type { ComponentType } from 'react';
import { requireSlot, SLOT_KIND, SLOTS } from './slotCatalog';

// Slot components get the slot's props; their type is checked where the slot is used.
export type SlotComponent = ComponentType<any>;

export interface SlotFill {
  plugin: string;
  slot: string;
  component: SlotComponent;
  priority: number;
  order: number;
  /** Registration sequence number: unique, also used as React key. */
  seq: number;
}

export interface SlotConflict {
  slot: string;
  winner: string;
  /** Plugins whose override lost, best first. */
  overridden: string[];
}

export interface SlotRegistration {
  kind: 'override' | 'contribute';
  plugin: string;
  slot: string;
  component: SlotComponent;
  priority?: number;
  order?: number;
}

export type FillErrorHandler = (fill: SlotFill, error: unknown) => void;

export interface SlotRegistry {
  override(plugin: string, slot: string, component: SlotComponent, options?: { priority?: number }): void;
  contribute(plugin: string, slot: string, component: SlotComponent, options?: { order?: number }): void;
  /** Apply several registrations at once (one notification); validates all before applying any. */
  apply(registrations: readonly SlotRegistration[]): void;
  /** Replace slot: candidates, winner first. Append slot: contributions in render order. Stable reference between changes. */
  fills(slot: string): readonly SlotFill[];
  winner(slot: string): SlotFill | undefined;
  conflicts(): SlotConflict[];
  removePlugin(plugin: string): void;
  subscribe(listener: () => void): () => void;
  onFillError(handler: FillErrorHandler): () => void;
  reportFillError(fill: SlotFill, error: unknown): void;
}

const EMPTY: readonly SlotFill[] = Object.freeze([]);

function compareOverrides(a: SlotFill, b: SlotFill): number {
  return b.priority - a.priority || (a.plugin < b.plugin ? -1 : a.plugin > b.plugin ? 1 : 0) || a.seq - b.seq;
}

function compareContributions(a: SlotFill, b: SlotFill): number {
  return a.order - b.order || (a.plugin < b.plugin ? -1 : a.plugin > b.plugin ? 1 : 0) || a.seq - b.seq;
}

function finiteOr(value: number | undefined, fallback: number, what: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${what} must be a finite number`);
  return value;
}

export function createSlotRegistry(): SlotRegistry {
  let seq = 0;
  const bySlot = new Map<string, readonly SlotFill[]>();
  const listeners = new Set<() => void>();
  const errorHandlers = new Set<FillErrorHandler>();

  const emit = () => listeners.forEach((listener) => listener());

  function toFill(reg: SlotRegistration): SlotFill {
    const slot = requireSlot(reg.slot, reg.kind === 'override' ? SLOT_KIND.REPLACE : SLOT_KIND.APPEND);
    if (typeof reg.component !== 'function' && (typeof reg.component !== 'object' || reg.component === null)) {
      throw new Error(`Slot "${slot.id}": the component of plugin "${reg.plugin}" is not a React component`);
    }
    return {
      plugin: reg.plugin,
      slot: slot.id,
      component: reg.component,
      priority: finiteOr(reg.priority, 0, 'priority'),
      order: finiteOr(reg.order, 0, 'order'),
      seq: 0,
    };
  }

  function insert(fill: SlotFill): void {
    const replace = requireSlot(fill.slot).kind === SLOT_KIND.REPLACE;
    let current = bySlot.get(fill.slot) ?? EMPTY;
    // One override per plugin and slot: a second call replaces the plugin's first.
    if (replace) current = current.filter((f) => f.plugin !== fill.plugin);
    const next = [...current, { ...fill, seq: ++seq }];
    next.sort(replace ? compareOverrides : compareContributions);
    bySlot.set(fill.slot, Object.freeze(next));
  }

  const registry: SlotRegistry = {
    override(plugin, slot, component, options = {}) {
      registry.apply([{ kind: 'override', plugin, slot, component, priority: options.priority }]);
    },
    contribute(plugin, slot, component, options = {}) {
      registry.apply([{ kind: 'contribute', plugin, slot, component, order: options.order }]);
    },
    apply(registrations) {
      const fills = registrations.map(toFill);
      if (fills.length === 0) return;
      fills.forEach(insert);
      emit();
    },
    fills: (slot) => bySlot.get(slot) ?? EMPTY,
    winner(slot) {
      requireSlot(slot, SLOT_KIND.REPLACE);
      return bySlot.get(slot)?.[0];
    },
    conflicts() {
      const result: SlotConflict[] = [];
      for (const slot of SLOTS) {
        const fills = bySlot.get(slot.id);
        if (slot.kind === SLOT_KIND.REPLACE && fills && fills.length > 1) {
          result.push({ slot: slot.id, winner: fills[0].plugin, overridden: fills.slice(1).map((f) => f.plugin) });
        }
      }
      return result;
    },
    removePlugin(plugin) {
      let changed = false;
      for (const [slot, fills] of bySlot) {
        const next = fills.filter((f) => f.plugin !== plugin);
        if (next.length !== fills.length) {
          bySlot.set(slot, Object.freeze(next));
          changed = true;
        }
      }
      if (changed) emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onFillError(handler) {
      errorHandlers.add(handler);
      return () => errorHandlers.delete(handler);
    },
    reportFillError(fill, error) {
      errorHandlers.forEach((handler) => {
        try {
          handler(fill, error);
        } catch {
          // A failing reporter must not take the page down.
        }
      });
    },
  };
  return registry;
}

/** The registry shared by the shell and every plugin. */
export const slotRegistry = createSlotRegistry();
