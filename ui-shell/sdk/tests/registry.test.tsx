import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createSlotRegistry,
  FillBoundary,
  Slot,
  SlotRegistryContext,
  SLOTS,
  type OverrideProps,
  type SlotRegistry,
} from '../src/index';
import slotsDocument from '../src/slots.json';

const A = () => <b>A</b>;
const B = () => <b>B</b>;
const C = () => <b>C</b>;
const Default = ({ label = 'default' }: { label?: string }) => <i>{label}</i>;

function render(registry: SlotRegistry, element: React.ReactNode): string {
  return renderToStaticMarkup(<SlotRegistryContext.Provider value={registry}>{element}</SlotRegistryContext.Provider>);
}

describe('slots.json', () => {
  test('lists every replace and append slot of the spec once', () => {
    const ids = slotsDocument.slots.map((s) => s.id);
    assert.equal(new Set(ids).size, ids.length);
    const kinds = Object.fromEntries(slotsDocument.slots.map((s) => [s.id, s.kind]));
    for (const id of ['site.content', 'header', 'footer', 'navigation.item', 'frontend', 'loader', 'cart.item', 'checkout', 'quantity.picker', 'status', 'product.price']) {
      assert.equal(kinds[id], 'replace', id);
    }
    for (const id of ['footer.actions', 'frontend.overlays', 'checkout.sections', 'status.after', 'home.sections', 'backend.resources']) {
      assert.equal(kinds[id], 'append', id);
    }
    assert.equal(SLOTS.length, ids.length);
    assert.ok(SLOTS.every((s) => s.description.length > 0));
  });
});

describe('override (replace slots)', () => {
  test('higher priority wins', () => {
    const registry = createSlotRegistry();
    registry.override('alpha', 'header', A, { priority: 1 });
    registry.override('beta', 'header', B, { priority: 5 });
    assert.equal(registry.winner('header')?.plugin, 'beta');
  });

  test('equal priority goes to the smaller plugin id, whatever the load order', () => {
    for (const order of [['zulu', 'alpha'], ['alpha', 'zulu']]) {
      const registry = createSlotRegistry();
      for (const id of order) registry.override(id, 'footer', id === 'alpha' ? A : B);
      assert.equal(registry.winner('footer')?.plugin, 'alpha');
    }
  });

  test('two overriders are a reported conflict; one is not', () => {
    const registry = createSlotRegistry();
    registry.override('solo', 'loader', A);
    assert.deepEqual(registry.conflicts(), []);
    registry.override('beta', 'header', B);
    registry.override('alpha', 'header', A);
    registry.override('gamma', 'header', C, { priority: 9 });
    assert.deepEqual(registry.conflicts(), [{ slot: 'header', winner: 'gamma', overridden: ['alpha', 'beta'] }]);
  });

  test('a plugin overriding the same slot again replaces its first override', () => {
    const registry = createSlotRegistry();
    registry.override('alpha', 'status', A);
    registry.override('alpha', 'status', B);
    assert.equal(registry.fills('status').length, 1);
    assert.equal(registry.winner('status')?.component, B);
    assert.deepEqual(registry.conflicts(), []);
  });

  test('wrong kind and unknown slots are refused', () => {
    const registry = createSlotRegistry();
    assert.throws(() => registry.override('alpha', 'footer.actions', A), /append.*contribute/);
    assert.throws(() => registry.contribute('alpha', 'header', A), /replace.*override/);
    assert.throws(() => registry.override('alpha', 'no.such.slot', A), /Unknown slot/);
    assert.throws(() => registry.override('alpha', 'header', A, { priority: Number.NaN }), /finite/);
  });

  test('apply validates every registration before applying any', () => {
    const registry = createSlotRegistry();
    assert.throws(() =>
      registry.apply([
        { kind: 'override', plugin: 'alpha', slot: 'header', component: A },
        { kind: 'contribute', plugin: 'alpha', slot: 'header', component: B },
      ]),
    );
    assert.equal(registry.fills('header').length, 0);
  });
});

describe('contribute (append slots)', () => {
  test('sorted by order, then plugin id, then registration', () => {
    const registry = createSlotRegistry();
    registry.contribute('zulu', 'footer.actions', A, { order: 10 });
    registry.contribute('beta', 'footer.actions', B);
    registry.contribute('alpha', 'footer.actions', C);
    registry.contribute('alpha', 'footer.actions', A);
    registry.contribute('early', 'footer.actions', B, { order: -1 });
    const fills = registry.fills('footer.actions').map((f) => [f.plugin, f.order, f.component.name]);
    assert.deepEqual(fills, [['early', -1, 'B'], ['alpha', 0, 'C'], ['alpha', 0, 'A'], ['beta', 0, 'B'], ['zulu', 10, 'A']]);
    assert.deepEqual(registry.conflicts(), []);
  });

  test('removePlugin drops its fills and notifies', () => {
    const registry = createSlotRegistry();
    let notified = 0;
    registry.subscribe(() => notified++);
    registry.contribute('alpha', 'home.sections', A);
    registry.override('alpha', 'header', A);
    registry.contribute('beta', 'home.sections', B);
    registry.removePlugin('alpha');
    assert.deepEqual(registry.fills('home.sections').map((f) => f.plugin), ['beta']);
    assert.equal(registry.winner('header'), undefined);
    assert.equal(notified, 4);
  });
});

describe('<Slot>', () => {
  test('renders the default while nothing fills the slot', () => {
    assert.equal(render(createSlotRegistry(), <Slot name="header" default={Default} props={{ label: 'x' }} />), '<i>x</i>');
    assert.equal(render(createSlotRegistry(), <Slot name="footer.actions">none</Slot>), 'none');
  });

  test('renders the winning override with the slot props and the default it replaces', () => {
    const registry = createSlotRegistry();
    const Wrapping = ({ label, Default: Inner }: OverrideProps<{ label?: string }>) => (
      <u>
        {label}
        {Inner && <Inner label="inner" />}
      </u>
    );
    registry.override('alpha', 'header', A);
    registry.override('beta', 'header', Wrapping, { priority: 2 });
    assert.equal(render(registry, <Slot name="header" default={Default} props={{ label: 'p' }} />), '<u>p<i>inner</i></u>');
  });

  test('renders every contribution in order', () => {
    const registry = createSlotRegistry();
    registry.contribute('beta', 'frontend.overlays', B);
    registry.contribute('alpha', 'frontend.overlays', A, { order: 1 });
    registry.contribute('gamma', 'frontend.overlays', C, { order: -5 });
    assert.equal(render(registry, <Slot name="frontend.overlays" />), '<b>C</b><b>B</b><b>A</b>');
  });

  test('the fill boundary switches to the fallback and reports the failing fill', () => {
    const registry = createSlotRegistry();
    const reported: string[] = [];
    registry.onFillError((fill, error) => reported.push(`${fill.plugin}:${fill.slot}:${(error as Error).message}`));
    registry.override('alpha', 'header', A);
    const fill = registry.winner('header')!;
    const boundary = new FillBoundary({ fill, registry, fallback: 'fallback', children: 'child' });
    assert.equal(boundary.render(), 'child');
    boundary.state = FillBoundary.getDerivedStateFromError();
    assert.equal(boundary.render(), 'fallback');
    boundary.componentDidCatch(new Error('boom'), { componentStack: '' });
    assert.deepEqual(reported, ['alpha:header:boom']);
  });
});
