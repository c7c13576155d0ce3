/**
 * The quick configuration (002 §2.7, §4) over a product's configuration tree: step 0 is
 * the parent product; choosing a node ('Auswahl übernehmen') adds a child item whose
 * amount is the parent's times the node's ratio, and moves on to its sub tree. 'Zurück'
 * drops the last choice, a preview chip rolls back to its step. The summary puts all
 * items into the cart ('In den Warenkorb').
 */
import { useConfig, type Branch, type CartItem } from '@tresen/sdk';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { trackCommerce } from '../commerce';
import { ProductAmount } from './AmountPicker';
import { cartStore, itemFor, putItem } from '../store/cart';
import { quantityRules } from '../store/product';
import { unitName } from '../store/units';
import { Dialog } from '../ui/Dialog';
import { childAmount, type ShopProduct, type TreeNode } from './data';
import { SHOP_TEXTS } from './texts';

export interface QuickConfigProps {
  branch: Branch;
  parent: CartItem;
  tree: TreeNode[];
  products: ReadonlyMap<number, ShopProduct>;
  onClose: () => void;
}

const amountLabel = (item: CartItem, product: ShopProduct | undefined) =>
  `${String(item.amount).replace('.', ',')} ${unitName(item.unit ?? product?.unit ?? 'piece', 'short')}`;

export default function QuickConfig({ branch, parent: initial, tree, products, onClose }: QuickConfigProps) {
  const [amount, setAmount] = useState(initial.amount);
  // 002 §4: when the parent amount changes, the children's amounts follow by ratio.
  const parent = { ...initial, amount };
  const parentProduct = products.get(initial.product.id);
  const rules = parentProduct ? quantityRules(parentProduct, initial.unit) : { min: 1, max: 99, step: 1 };
  const [path, setPath] = useState<TreeNode[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const groupId = useId();
  const currency = useConfig().currency;
  const options = (path.length ? (path[path.length - 1].value.sub_tree ?? []) : tree).filter((node) => products.has(node.value.product.id));
  const children = path.map((node) => {
    const product = products.get(node.value.product.id)!;
    return itemFor(product, childAmount(parent.amount, node.value.ratio, product), null, []);
  });
  const summary = options.length === 0;

  function take() {
    if (picked === null) return;
    setPath([...path, options[picked]]);
    setPicked(null);
  }

  function addAll() {
    const added = [parent, ...children];
    cartStore(branch.identifier).set((cart) => added.reduce((c, item) => putItem(c, item), cart));
    // 002 §7: no priced lines here; the value is the products' prices times their amounts.
    trackCommerce('addToCart', added, added.reduce((sum, item) => sum + Number(item.product.price) * item.amount, 0).toFixed(2), currency);
    setDone(true);
  }

  return (
    <Dialog title={SHOP_TEXTS.quickTitle} onClose={onClose} testId="shop-quick">
      <ol className="t-shop-preview" aria-label={SHOP_TEXTS.summary}>
        <li>
          <button type="button" className="t-shop-chip" onClick={() => setPath([])} disabled={done}>
            {parent.product.name}
          </button>
        </li>
        {path.map((node, i) => (
          <li key={`${node.value.product.id}-${i}`}>
            <button type="button" className="t-shop-chip" onClick={() => setPath(path.slice(0, i + 1))} disabled={done}>
              {products.get(node.value.product.id)?.name}
            </button>
          </li>
        ))}
      </ol>
      {!done && (
        <div className="t-shop-quantity">
          <ProductAmount value={amount} onChange={setAmount} rules={rules} unit={initial.unit ?? parentProduct?.unit ?? 'piece'} name={String(initial.product.name)} />
        </div>
      )}
      {done ? (
        <div data-testid="shop-quick-done">
          <p role="status">{SHOP_TEXTS.allAdded}</p>
          <div className="t-shop-actions">
            <Link to="/shop/cart" className="t-button">
              {SHOP_TEXTS.toCart}
            </Link>
            <button type="button" className="t-button t-button--ghost" onClick={onClose}>
              {SHOP_TEXTS.continueShopping}
            </button>
          </div>
        </div>
      ) : summary ? (
        <div data-testid="shop-quick-summary">
          <h3>{SHOP_TEXTS.summary}</h3>
          <ul className="t-shop-summary">
            {[parent, ...children].map((item) => (
              <li key={item.product.id}>
                <span>{item.product.name}</span>
                <span className="t-muted">{amountLabel(item, products.get(item.product.id))}</span>
              </li>
            ))}
          </ul>
          <div className="t-shop-actions">
            {path.length > 0 && (
              <button type="button" className="t-button t-button--ghost" onClick={() => setPath(path.slice(0, -1))}>
                {SHOP_TEXTS.back}
              </button>
            )}
            <button type="button" className="t-button" onClick={addAll}>
              {SHOP_TEXTS.intoCart}
            </button>
          </div>
        </div>
      ) : (
        <fieldset className="t-shop-step" data-testid="shop-quick-step">
          <legend id={groupId}>{SHOP_TEXTS.step(path.length + 1, path.length + 2)}</legend>
          {options.map((node, i) => {
            const product = products.get(node.value.product.id)!;
            return (
              <label key={product.id} className="t-shop-radio">
                <input type="radio" name={groupId} checked={picked === i} onChange={() => setPicked(i)} />
                <span>{product.name}</span>
              </label>
            );
          })}
          <div className="t-shop-actions">
            <button type="button" className="t-button t-button--ghost" onClick={() => (path.length ? setPath(path.slice(0, -1)) : onClose())}>
              {SHOP_TEXTS.back}
            </button>
            <button type="button" className="t-button" disabled={picked === null} onClick={take}>
              {SHOP_TEXTS.takeChoice}
            </button>
          </div>
        </fieldset>
      )}
    </Dialog>
  );
}
