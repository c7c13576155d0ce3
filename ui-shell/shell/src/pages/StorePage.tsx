/** /store/:branch — online ordering of a branch: products, cart, link to the checkout. */
import { Slot, useResource } from '@tresen/sdk';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { asList, field, type Entity } from '../data';
import { CartItem, type CartLine } from '../defaults/CartItem';
import { Loader } from '../defaults/Loader';
import { ProductPrice } from '../defaults/ProductPrice';
import { useDocumentTitle } from '../title';
import { TEXTS } from '../texts';

export function StorePage() {
  const { branch: identifier = '' } = useParams();
  const branches = useResource('/api/branches', { errorMessage: TEXTS.branchesLoadFailed });
  const products = useResource('/api/products', { errorMessage: TEXTS.productsLoadFailed });
  const [cart, setCart] = useState<CartLine[]>([]);
  const branch = asList(branches.data).find((b) => [field(b, 'identifier'), field(b, 'id')].includes(identifier));
  useDocumentTitle(branch ? field(branch, 'name') : undefined);

  if (branches.loading || products.loading) return <Slot name="loader" default={Loader} />;
  if (!branch) return <h1>{TEXTS.branchNotFound}</h1>;

  const add = (product: Entity) => {
    const key = field(product, 'id', 'name');
    setCart((lines) =>
      lines.some((l) => l.key === key)
        ? lines.map((l) => (l.key === key ? { ...l, quantity: l.quantity + 1 } : l))
        : [...lines, { key, name: field(product, 'name'), price: Number(product.price ?? 0), quantity: 1 }],
    );
  };
  const setQuantity = (key: string, quantity: number) =>
    setCart((lines) => lines.map((l) => (l.key === key ? { ...l, quantity } : l)));
  const remove = (key: string) => setCart((lines) => lines.filter((l) => l.key !== key));
  const total = cart.reduce((sum, line) => sum + line.price * line.quantity, 0);

  return (
    <section data-testid="tresen-store">
      <h1>{field(branch, 'name')}</h1>
      <ul className="t-list">
        {asList(products.data).map((product) => (
          <li key={field(product, 'id', 'name')} className="t-row">
            <span>{field(product, 'name')}</span>
            <Slot name="product.price" default={ProductPrice} props={{ price: product.price as number }} />
            <button type="button" className="t-button" onClick={() => add(product)}>
              {TEXTS.addToCart}
            </button>
          </li>
        ))}
      </ul>
      <h2>{TEXTS.cart}</h2>
      {cart.length === 0 ? (
        <p>{TEXTS.cartEmpty}</p>
      ) : (
        <>
          <ul className="t-list">
            {cart.map((item) => (
              <Slot
                key={item.key}
                name="cart.item"
                default={CartItem}
                props={{ item, onQuantityChange: (q: number) => setQuantity(item.key, q), onRemove: () => remove(item.key) }}
              />
            ))}
          </ul>
          <p className="t-row">
            <strong>{TEXTS.total}</strong>
            <Slot name="product.price" default={ProductPrice} props={{ price: total }} />
          </p>
          <Link className="t-button" to={`/store/${encodeURIComponent(identifier)}/checkout`}>
            {TEXTS.toCheckout}
          </Link>
        </>
      )}
    </section>
  );
}
