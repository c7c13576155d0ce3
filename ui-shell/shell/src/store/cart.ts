/**
 * The cart of 001 §3/§4 and 000 §4, kept per branch identifier in session storage under
 * a fixed prefix: items ({amount, unit, product, parts}), the order draft, isDelivery,
 * isDineIn and the delivery area. Pure functions; `cartStore` adds storage and change
 * notification for React (useCart).
 */
import type { CartItem, CartPart, OrderType, Product } from '@tresen/sdk';

export const CART_PREFIX = 'tresen.cart.';

export interface Cart {
  items: CartItem[];
  /** Absent until an order type was chosen (000 §4: the method counts as persisted if either flag is stored). */
  isDelivery?: boolean;
  isDineIn?: boolean;
  deliveryArea?: string | null;
  /** The checkout form's values (saved on submit, restored on the way back). */
  order: Record<string, unknown>;
}

export const emptyCart = (): Cart => ({ items: [], order: {} });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readItem(raw: unknown): CartItem | null {
  if (!isObject(raw) || !isObject(raw.product)) return null;
  const product = raw.product;
  const amount = Number(raw.amount);
  if (typeof product.id !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const parts: CartPart[] = Array.isArray(raw.parts)
    ? raw.parts.filter(isObject).map((part) => ({
        id: String(part.id),
        options: Array.isArray(part.options) ? part.options.filter(isObject).map((o) => ({ id: String(o.id) })) : [],
        ...(typeof part.value === 'string' && { value: part.value }),
        ...(Array.isArray(part.uploads) && { uploads: part.uploads.filter(isObject).map((u) => ({ id: Number(u.id), publicHash: String(u.publicHash), name: String(u.name ?? '') })) }),
      }))
    : [];
  return {
    amount,
    unit: typeof raw.unit === 'string' ? raw.unit : null,
    product: {
      id: product.id,
      name: String(product.name ?? ''),
      description: String(product.description ?? ''),
      price: String(product.price ?? ''),
    },
    parts,
  };
}

/** The stored cart of a branch; anything unreadable counts as empty. */
export function readCart(storage: Storage | null, identifier: string): Cart {
  let raw: unknown = null;
  try {
    raw = JSON.parse(storage?.getItem(CART_PREFIX + identifier) ?? 'null');
  } catch {
    raw = null;
  }
  if (!isObject(raw)) return emptyCart();
  const cart: Cart = {
    items: Array.isArray(raw.items) ? raw.items.map(readItem).filter((i): i is CartItem => i !== null) : [],
    order: isObject(raw.order) ? raw.order : {},
  };
  if (typeof raw.isDelivery === 'boolean') cart.isDelivery = raw.isDelivery;
  if (typeof raw.isDineIn === 'boolean') cart.isDineIn = raw.isDineIn;
  if (typeof raw.deliveryArea === 'string') cart.deliveryArea = raw.deliveryArea;
  return cart;
}

export function writeCart(storage: Storage | null, identifier: string, cart: Cart): void {
  try {
    storage?.setItem(CART_PREFIX + identifier, JSON.stringify(cart));
  } catch {
    // Private mode or a full storage: the cart still lives for this page view.
  }
}

/** The stored order type, or null when none was chosen yet. */
export function storedOrderType(cart: Cart): OrderType | null {
  if (cart.isDelivery === undefined && cart.isDineIn === undefined) return null;
  return cart.isDelivery ? 'delivery' : cart.isDineIn ? 'dineIn' : 'takeaway';
}

/** Changing the order type sets the delivery and dine-in flags (001 §4). */
export function withOrderType(cart: Cart, type: OrderType): Cart {
  return { ...cart, isDelivery: type === 'delivery', isDineIn: type === 'dineIn' };
}

const partsKey = (parts: CartPart[]) =>
  JSON.stringify(
    parts
      .filter((p) => p.options.length || p.value || p.uploads?.length)
      .map((p) => [p.id, p.options.map((o) => o.id).sort(), p.value, p.uploads?.map((u) => u.id)])
      .sort(),
  );

/** Same product, unit and choices: adding it again raises the amount instead of a new line. */
export function sameChoice(a: CartItem, b: CartItem): boolean {
  return a.product.id === b.product.id && (a.unit ?? null) === (b.unit ?? null) && partsKey(a.parts) === partsKey(b.parts);
}

/** Add an item (merged into an identical line), or replace the line at `index`. */
export function putItem(cart: Cart, item: CartItem, index?: number): Cart {
  const items = [...cart.items];
  if (index !== undefined && index >= 0 && index < items.length) {
    items[index] = item;
  } else {
    const same = items.findIndex((existing) => sameChoice(existing, item));
    if (same >= 0) items[same] = { ...items[same], amount: roundAmount(items[same].amount + item.amount) };
    else items.push(item);
  }
  return { ...cart, items };
}

/** Remove the item at `index`; a missing index is ignored (000 §4). */
export function removeItem(cart: Cart, index: number): Cart {
  if (index < 0 || index >= cart.items.length) return cart;
  return { ...cart, items: cart.items.filter((_, i) => i !== index) };
}

export function setAmount(cart: Cart, index: number, amount: number): Cart {
  if (index < 0 || index >= cart.items.length || !(amount > 0)) return cart;
  return { ...cart, items: cart.items.map((item, i) => (i === index ? { ...item, amount: roundAmount(amount) } : item)) };
}

/** Clear (001 §4): no items, and the order loses appointment and comment; all of it in self-service. */
export function clearCart(cart: Cart, selfService = false): Cart {
  if (selfService) return { ...cart, items: [], order: {} };
  const { appointmentDate: _a, comment: _c, ...order } = cart.order;
  return { ...cart, items: [], order };
}

export const roundAmount = (value: number) => Math.round(value * 1e6) / 1e6;

/** Units counted by their amount in the cart badge; items in other units (kg, l, m …) count as 1 (001 §4). */
const COUNTED_UNITS = new Set(['piece', 'serving', 'pair', 'person', 'package']);

export function cartCount(items: CartItem[], products?: ReadonlyMap<number, Product>): number {
  return items.reduce((sum, item) => {
    const unit = item.unit ?? (products?.get(item.product.id)?.unit as string | null | undefined) ?? 'piece';
    return sum + (COUNTED_UNITS.has(unit) ? Math.ceil(item.amount) : 1);
  }, 0);
}

/**
 * The migration rule (001 §4): items that no longer match an active, available product of
 * the catalogue — same id, name, description and price — are dropped; so are items whose
 * unit or options the product no longer offers.
 */
export function migrate(cart: Cart, products: ReadonlyMap<number, Product>): { cart: Cart; removed: number } {
  const items = cart.items.filter((item) => {
    const product = products.get(item.product.id);
    if (!product || !product.isAvailable) return false;
    if (product.name !== item.product.name || product.description !== item.product.description) return false;
    if (product.price !== item.product.price) return false;
    if (item.unit && item.unit !== product.unit && !(product.alternativeUnits ?? []).some((u) => u.unit === item.unit)) {
      return false;
    }
    const parts = product.config?.parts ?? [];
    return item.parts.every((chosen) => {
      const part = parts.find((p) => p.id === chosen.id);
      return !!part && chosen.options.every((o) => part.options.some((option) => option.id === o.id));
    });
  });
  const removed = cart.items.length - items.length;
  return { cart: removed ? { ...cart, items } : cart, removed };
}

/** The items as POST /api/orders and /api/orders/price take them (001 §3). */
export function toServerItems(items: CartItem[]) {
  return items.map((item) => ({
    amount: item.amount,
    unit: item.unit,
    product: { id: item.product.id },
    parts: item.parts
      .filter((part) => part.options.length || part.value || part.uploads?.length)
      .map(({ id, options, value, uploads }) => ({ id, options: options.map((o) => ({ id: o.id })), ...(value && { value }), ...(uploads?.length && { uploads }) })),
  }));
}

/** A cart line for a catalogue product. */
export function itemFor(product: Product, amount: number, unit: string | null, parts: CartPart[]): CartItem {
  return {
    amount: roundAmount(amount),
    unit,
    product: { id: product.id, name: product.name, description: product.description, price: product.price },
    parts,
  };
}

type Listener = () => void;

export interface CartStore {
  get(): Cart;
  set(update: Cart | ((cart: Cart) => Cart)): void;
  subscribe(listener: Listener): () => void;
}

const stores = new Map<string, CartStore>();

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** One store per branch identifier, backed by session storage. */
export function cartStore(identifier: string, storage: Storage | null = sessionStore()): CartStore {
  let store = stores.get(identifier);
  if (store) return store;
  let cart = readCart(storage, identifier);
  const listeners = new Set<Listener>();
  store = {
    get: () => cart,
    set(update) {
      const next = typeof update === 'function' ? update(cart) : update;
      if (next === cart) return;
      cart = next;
      writeCart(storage, identifier, cart);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  stores.set(identifier, store);
  return store;
}

const PAYING_PREFIX = 'tresen.paying.';

/** Before the browser leaves for a payment provider: which branch's cart this order is. */
export function rememberPayment(uid: string, identifier: string, storage: Storage | null = sessionStore()): void {
  storage?.setItem(PAYING_PREFIX + uid, identifier);
}

/**
 * Back from the provider with the payment secured: the cart that became this order is
 * cleared (001 §4 clears it at once for orders without a provider). Once per order.
 */
export function clearAfterPayment(uid: string, selfService = false, storage: Storage | null = sessionStore()): void {
  const identifier = storage?.getItem(PAYING_PREFIX + uid);
  if (!identifier) return;
  storage?.removeItem(PAYING_PREFIX + uid);
  cartStore(identifier, storage).set((cart) => clearCart(cart, selfService));
}
