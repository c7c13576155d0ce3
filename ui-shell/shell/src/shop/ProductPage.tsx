/**
 * The product page (002 §2.6): breadcrumbs, image slider, name and description, variants
 * in mm, the configuration steps (only the current one for step-by-step products),
 * quantity and unit with the '1 {unit} entspricht …' note, the server's price incl. and
 * excl. tax, 'Jetzt Kaufen' (or the quick configuration) and 'Zum Warenkorb hinzufügen',
 * the added overlay, the origin wood, the classes block and the linked products; the
 * slider shows the profiles' images after the product's, their files as downloads.
 */
import { Slot, useConfig, useFormat, type CartPart, type Part } from '@tresen/sdk';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { trackCommerce } from '../commerce';
import { Loader } from '../defaults/Loader';
import { asList, type Entity } from '../data';
import { cartStore, itemFor, putItem } from '../store/cart';
import { usePrice } from '../store/price';
import { CHOICE_TYPES, quantityRules } from '../store/product';
import { useApiGet } from '../store/queries';
import { unitName } from '../store/units';
import { Dialog } from '../ui/Dialog';
import { showToast } from '../ui/Toast';
import { ProductAmount } from './AmountPicker';
import { Breadcrumbs, SHOP_CRUMBS } from './Breadcrumbs';
import { ProductCard } from './CatalogPage';
import { categoryPath, productPath, slugify, useShopBranch, useShopCatalog, variantsOf, type ShopProduct } from './data';
import { ClassesBlock, Downloads, plainText, slides } from './productContent';
import { MODEL_SHORT, SHOP_TEXTS } from './texts';
import { isTypedStep, typedPart, typedValid, TypedStep, type Typed } from './TypedStep';

const QuickConfig = lazy(() => import(/* webpackChunkName: "shop-quick" */ './QuickConfig'));
export const NOTICE_MS = 5000;

const german = (value: number) => String(Math.round(value * 1000) / 1000).replace('.', ',');

function Slider({ product }: { product: ShopProduct }) {
  // 002 §2.6: the product's images, then the images of its profiles (captioned).
  const pictures = slides(product.images ?? [], product.content?.profiles, product.name);
  const [index, setIndex] = useState(0);
  if (!pictures.length) return <div className="t-shop-slider t-shop-slider--empty" aria-hidden="true" />;
  const current = pictures[index % pictures.length];
  return (
    <div className="t-shop-slider" data-testid="shop-slider">
      <figure>
        <img src={current.src} alt={current.alt} />
        {current.caption && <figcaption>{current.caption}</figcaption>}
      </figure>
      {pictures.length > 1 && (
        <div className="t-shop-slider__thumbs">
          {pictures.map((picture, i) => (
            <button key={picture.key} type="button" aria-label={SHOP_TEXTS.picture(i + 1)} aria-pressed={i === index} onClick={() => setIndex(i)}>
              <img src={picture.src} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function Step({ part, chosen, onChoose }: { part: Part; chosen: string[]; onChoose: (ids: string[]) => void }) {
  const format = useFormat();
  return (
    <fieldset className="t-shop-step" data-testid="shop-step">
      <legend>
        {part.name}
        {!part.optional && <span className="t-required" aria-hidden="true"> *</span>}
      </legend>
      {part.description && <p className="t-muted t-small">{part.description}</p>}
      <div className="t-shop-options">
        {part.options.map((option) => {
          const selected = chosen.includes(option.id);
          const extra = Number(option.value) ? ` (${option.modifier === 'subtract' ? '−' : option.modifier === 'overwrite' ? '' : '+'}${format.currency(option.value)})` : '';
          return (
            <button
              key={option.id}
              type="button"
              className="t-shop-chip"
              aria-pressed={selected}
              onClick={() => {
                if (part.type === 'multiselect') onChoose(selected ? chosen.filter((id) => id !== option.id) : [...chosen, option.id]);
                else onChoose(selected ? (part.optional ? [] : chosen) : [option.id]);
              }}
            >
              {option.name}
              {extra}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function OriginWood({ id }: { id: number }) {
  const { data } = useApiGet<unknown>('/api/nodes');
  const node = asList(data).find((n) => n.id === id && n.type === 'wood');
  if (!node) return null;
  const content = (node.content ?? {}) as Entity;
  const name = String(content.name ?? '');
  const teaser = plainText((content.teaser as Entity | undefined)?.text);
  return (
    <section className="t-shop-origin t-card" aria-labelledby="shop-origin">
      <h2 id="shop-origin">
        {SHOP_TEXTS.origin}: {name}
      </h2>
      {teaser && <p>{teaser}</p>}
      <Link to={`/unser-holz/${slugify(name)}`} className="t-button t-button--ghost">
        {SHOP_TEXTS.readMore}
      </Link>
    </section>
  );
}

export default function ProductPage() {
  const { productId, categoryId } = useParams();
  const { products, categories, isPending } = useShopCatalog();
  const product = products.get(Number(productId));
  if (isPending) return <Slot name="loader" default={Loader} />;
  if (!product) return <p className="t-shop-empty">{SHOP_TEXTS.notFound}</p>;
  const category = categories.find((c) => String(c.id) === categoryId) ?? null;
  return <ProductView key={product.id} product={product} products={products} category={category} />;
}

function ProductView({ product, products, category }: { product: ShopProduct; products: ReadonlyMap<number, ShopProduct>; category: { id: number; name: string } | null }) {
  const format = useFormat();
  const currency = useConfig().currency;
  const navigate = useNavigate();
  const unitId = useId();
  const { branch } = useShopBranch();
  // 002 §3: one step per configured part, choices and typed input alike, in their order.
  const parts = (product.config?.parts ?? []).filter((p) => isTypedStep(p) || (CHOICE_TYPES.has(p.type) && p.options.length > 0));
  const [unit, setUnit] = useState<string | null>(null);
  const rules = quantityRules(product, unit);
  const [amount, setAmount] = useState(rules.initial);
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [typed, setTyped] = useState<Record<string, Typed>>({});
  const [step, setStep] = useState(0);
  const [added, setAdded] = useState(false);
  const [quick, setQuick] = useState(false);

  const stepValid = (part: Part) => (isTypedStep(part) ? typedValid(part, typed[part.id]) : part.optional || (chosen[part.id]?.length ?? 0) > 0);
  const valid = amount > 0 && parts.every(stepValid);
  const cartParts = parts
    .map((p): CartPart | null => (isTypedStep(p) ? typedPart(p, typed[p.id]) : chosen[p.id]?.length ? { id: p.id, options: chosen[p.id].map((id) => ({ id })) } : null))
    .filter((p): p is CartPart => !!p);
  const item = itemFor(product, amount, unit, cartParts);
  const key = valid ? JSON.stringify(item) : '';
  const items = useMemo(() => (key ? [JSON.parse(key)] : []), [key]);
  const price = usePrice({ branch, items, type: 'takeaway', deliveryArea: null });
  const line = valid ? price.data?.items[0] : undefined;

  const variants = variantsOf(product, products.values());
  const tree = product.content?.configuration_tree ?? [];
  const units = [product.unit, ...(product.alternativeUnits ?? []).map((u) => u.unit)].filter((u): u is string => !!u);
  const alternative = unit ? product.alternativeUnits?.find((u) => u.unit === unit) : undefined;
  const model = MODEL_SHORT[(alternative as { calculationModel?: string } | undefined)?.calculationModel ?? product.calculationModel ?? 'fixed'];
  const linked = (product.content?.linked_products ?? [])
    .map((ref) => products.get(typeof ref === 'number' ? ref : ref.id))
    .filter((p): p is ShopProduct => !!p);
  const shownParts = product.isStepByStep ? parts.slice(step, step + 1) : parts;

  function addToCart(): boolean {
    if (!branch || !valid) return false;
    cartStore(branch.identifier).set((cart) => putItem(cart, item));
    trackCommerce('addToCart', [item], line?.gross, currency);
    showToast(SHOP_TEXTS.added(product.name), NOTICE_MS);
    // 002 §4: the form resets to the minimum quantity and default unit, the parts are emptied.
    setUnit(null);
    setAmount(quantityRules(product, null).initial);
    setChosen({});
    setTyped({});
    setStep(0);
    return true;
  }

  const crumbs = [...SHOP_CRUMBS, { label: SHOP_TEXTS.products, to: '/shop/catalog' }];
  if (category) crumbs.push({ label: category.name, to: categoryPath(category) });
  crumbs.push({ label: product.name, to: productPath(product, category) });

  return (
    <div className="t-shop t-shop-product" data-testid="shop-product-page">
      <Breadcrumbs items={crumbs} />
      <div className="t-shop-product__grid">
        <div className="t-shop-product__media">
          <Slider product={product} />
          <Downloads profiles={product.content?.profiles} />
        </div>
        <div className="t-shop-product__info">
          <h1>{product.name}</h1>
          {product.description && <p>{product.description}</p>}
          {variants.length > 1 && (
            <section aria-labelledby="shop-variants" className="t-shop-variants">
              <h2 id="shop-variants">{SHOP_TEXTS.variants}</h2>
              <ul>
                {variants.map((v) => (
                  <li key={v.product.id}>
                    <Link to={productPath(v.product, category)} className="t-shop-chip" aria-current={v.product.id === product.id ? 'page' : undefined}>
                      {v.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {shownParts.map((part) =>
            isTypedStep(part) ? (
              <TypedStep key={part.id} part={part} typed={typed[part.id]} onChange={(next) => setTyped((t) => ({ ...t, [part.id]: next }))} />
            ) : (
              <Step key={part.id} part={part} chosen={chosen[part.id] ?? []} onChoose={(ids) => setChosen((c) => ({ ...c, [part.id]: ids }))} />
            ),
          )}
          {product.isStepByStep && parts.length > 0 && (
            <div className="t-shop-steps">
              <span className="t-muted t-small">{SHOP_TEXTS.step(step + 1, parts.length)}</span>
              {step > 0 && (
                <button type="button" className="t-button t-button--ghost" onClick={() => setStep(step - 1)}>
                  {SHOP_TEXTS.previousStep}
                </button>
              )}
              {step < parts.length - 1 && (
                <button type="button" className="t-button" disabled={!stepValid(parts[step])} onClick={() => setStep(step + 1)}>
                  {SHOP_TEXTS.nextStep}
                </button>
              )}
            </div>
          )}
          {product.unit && (
            <div className="t-shop-quantity">
              <ProductAmount value={amount} onChange={setAmount} rules={rules} unit={unit ?? product.unit} name={product.name} />
              {units.length > 1 && (
                <span className="t-field">
                  <label htmlFor={unitId}>{SHOP_TEXTS.unit}</label>
                  <select
                    id={unitId}
                    className="t-select"
                    value={unit ?? product.unit ?? ''}
                    onChange={(event) => {
                      const next = event.target.value === product.unit ? null : event.target.value;
                      setUnit(next);
                      setAmount(quantityRules(product, next).initial);
                    }}
                  >
                    {units.map((u) => (
                      <option key={u} value={u}>
                        {unitName(u)}
                      </option>
                    ))}
                  </select>
                </span>
              )}
              {alternative && (
                <p className="t-muted t-small" data-testid="shop-unit-note">
                  {SHOP_TEXTS.equals(unitName(unit), german(Number(alternative.ratio)), unitName(product.unit))}
                </p>
              )}
            </div>
          )}
          {line && (
            <p className="t-shop-product__price" data-testid="shop-price">
              <strong>
                {model ? `${model} ` : ''}
                {format.currency(line.gross)}
              </strong>{' '}
              <span className="t-muted">{SHOP_TEXTS.inclTax}</span>
              <br />
              <span className="t-muted t-small">
                {model ? `${model} ` : ''}
                {format.currency(line.net)} {SHOP_TEXTS.exclTax}
              </span>
            </p>
          )}
          {valid && (
            <div className="t-shop-actions">
              {tree.length > 0 ? (
                <button type="button" className="t-button t-button--large" onClick={() => setQuick(true)}>
                  {SHOP_TEXTS.quickConfig}
                </button>
              ) : (
                <button type="button" className="t-button t-button--large" onClick={() => addToCart() && navigate('/shop/cart')}>
                  {SHOP_TEXTS.buyNow}
                </button>
              )}
              <button type="button" className="t-button t-button--large t-button--ghost" onClick={() => addToCart() && setAdded(true)}>
                {SHOP_TEXTS.addToCart}
              </button>
            </div>
          )}
        </div>
      </div>
      {product.content?.site?.id ? <OriginWood id={product.content.site.id} /> : null}
      <ClassesBlock classes={product.content?.classes} />
      {linked.length > 0 && (
        <section aria-labelledby="shop-linked" className="t-shop-linked">
          <h2 id="shop-linked">{SHOP_TEXTS.linked}</h2>
          <ul className="t-shop-grid">
            {linked.map((p) => (
              <ProductCard key={p.id} product={p} describe />
            ))}
          </ul>
        </section>
      )}
      {added && (
        <Dialog title={SHOP_TEXTS.addedTitle} onClose={() => setAdded(false)} testId="shop-added">
          <p>{SHOP_TEXTS.added(product.name)}</p>
          <div className="t-shop-actions">
            <Link to="/shop/cart" className="t-button">
              {SHOP_TEXTS.toCart}
            </Link>
            <button type="button" className="t-button t-button--ghost" onClick={() => setAdded(false)}>
              {SHOP_TEXTS.continueShopping}
            </button>
          </div>
        </Dialog>
      )}
      {quick && branch && (
        <Suspense fallback={null}>
          <QuickConfig branch={branch} parent={item} tree={tree} products={products} onClose={() => setQuick(false)} />
        </Suspense>
      )}
    </div>
  );
}
