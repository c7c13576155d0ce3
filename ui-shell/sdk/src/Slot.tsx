/**
 * `<Slot name=… default={Component} props={…}/>`: renders the winning override of a replace
 * slot (or the default), or every contribution of an append slot (or the default when
 * there is none). Each fill sits in its own error boundary: a throwing fill falls back to
 * the default (replace) or disappears (append), and the failure is reported.
 */
import { Component, createContext, Suspense, useContext, useSyncExternalStore } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { slotRegistry, type SlotFill, type SlotRegistry } from './registry';
import { getSlot, SLOT_KIND } from './slotCatalog';
import type { SlotId, SlotPropsMap } from './slotProps';

export const SlotRegistryContext = createContext<SlotRegistry>(slotRegistry);

/** Props an override receives: the slot's props plus the default it replaces (to wrap it). */
export type OverrideProps<P extends object = object> = P & { Default?: ComponentType<P> };

/** The props of a slot by id (slot-props.schema.json); `object` for an unknown id. */
export type PropsOf<N extends string> = N extends SlotId ? SlotPropsMap[N] : object;

/**
 * Props of `<Slot>`. For a known slot id the default and the props are checked against the
 * slot's schema (slot-props.schema.json): `<Slot name="cart.item" props={…}/>`.
 */
export interface SlotProps<P extends object = object, N extends string = string> {
  name: N;
  /** The shell's default component of the slot. */
  default?: ComponentType<P>;
  /** Props passed to the default and to every fill. */
  props?: P;
  /** Rendered when there is no `default` and nothing fills the slot. */
  children?: ReactNode;
}

interface BoundaryProps {
  fill: SlotFill;
  registry: SlotRegistry;
  fallback: ReactNode;
  children: ReactNode;
}

/** Error boundary around one fill. */
export class FillBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.registry.reportFillError(this.props.fill, error);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Current fills of a slot; re-renders when plugins register later. */
export function useSlotFills(name: string): readonly SlotFill[] {
  const registry = useContext(SlotRegistryContext);
  const read = () => registry.fills(name);
  return useSyncExternalStore(registry.subscribe, read, read);
}

export function Slot<N extends string, P extends object = PropsOf<N>>({
  name,
  default: Default,
  props,
  children,
}: SlotProps<NoInfer<P>, N>): ReactNode {
  const registry = useContext(SlotRegistryContext);
  const fills = useSlotFills(name);
  const slotProps = (props ?? {}) as P;
  const fallback: ReactNode = Default ? <Default {...slotProps} /> : (children ?? null);
  const definition = getSlot(name);

  if (!definition || fills.length === 0) return fallback;

  if (definition.kind === SLOT_KIND.REPLACE) {
    const fill = fills[0];
    const Override = fill.component;
    return (
      <FillBoundary key={fill.seq} fill={fill} registry={registry} fallback={fallback}>
        <Suspense fallback={null}>
          <Override {...slotProps} Default={Default} />
        </Suspense>
      </FillBoundary>
    );
  }

  return (
    <>
      {fills.map((fill) => {
        const Contribution = fill.component;
        return (
          <FillBoundary key={fill.seq} fill={fill} registry={registry} fallback={null}>
            <Suspense fallback={null}>
              <Contribution {...slotProps} />
            </Suspense>
          </FillBoundary>
        );
      })}
    </>
  );
}
