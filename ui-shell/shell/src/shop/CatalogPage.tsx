/**
 * The catalogue (002 §2.5): breadcrumbs, search box (name, case-insensitive), main
 * category navigation, the product grid (first image, name, price with the calculation
 * model's short name) and a pager of 12 per page; weight order, one product per merge_number.
 */
import { Slot } from '@tresen/sdk';
import { useId, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Loader } from '../defaults/Loader';
import { ProductPrice } from '../defaults/ProductPrice';
import { Breadcrumbs, SHOP_CRUMBS } from './Breadcrumbs';
import { PAGE_SIZE, catalogList, categoryPath, productPath, useMainCategories, useShopCatalog, type ShopCategory, type ShopProduct } from './data';
import { MODEL_SHORT, SHOP_TEXTS } from './texts';

export function PriceLabel({ product }: { product: ShopProduct }) {
  const short = MODEL_SHORT[product.calculationModel ?? 'fixed'];
  return (
    <span className="t-shop-price">
      {short && <span className="t-shop-price__model">{short} </span>}
      <Slot name="product.price" default={ProductPrice} props={{ price: product.price, product }} />
    </span>
  );
}

export function ProductCard({ product, category, describe = false }: { product: ShopProduct; category?: ShopCategory | null; describe?: boolean }) {
  const image = product.images?.[0];
  return (
    <li className="t-shop-card t-card" data-testid="shop-product">
      <Link to={productPath(product, category)} className="t-shop-card__link">
        <span className="t-shop-card__image">{image ? <img src={image.url} alt="" loading="lazy" /> : null}</span>
        <span className="t-shop-card__name">{product.name}</span>
        {describe && product.description && <span className="t-shop-card__text t-small t-muted">{product.description}</span>}
        <PriceLabel product={product} />
      </Link>
    </li>
  );
}

export default function CatalogPage() {
  const { categoryId } = useParams();
  const { products, categories, isPending } = useShopCatalog();
  const mainCategories = useMainCategories(categories);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const category = categoryId ? categories.find((c) => String(c.id) === categoryId) : undefined;
  const list = useMemo(() => catalogList(products.values(), category ? category.id : null, query), [products, category, query]);
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const page = Math.min(Math.max(1, Number(params.get('page')) || 1), pages);
  const shown = list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  if (isPending) return <Slot name="loader" default={Loader} />;
  const crumbs = [...SHOP_CRUMBS, { label: SHOP_TEXTS.products, to: '/shop/catalog' }];
  if (category) crumbs.push({ label: category.name, to: categoryPath(category) });
  return (
    <div className="t-shop" data-testid="shop-catalog">
      <Breadcrumbs items={crumbs} />
      <h1>{category?.name ?? SHOP_TEXTS.products}</h1>
      <div className="t-shop-tools">
        <div className="t-field t-shop-search">
          <label htmlFor={searchId}>{SHOP_TEXTS.search}</label>
          <input
            id={searchId}
            className="t-input"
            type="search"
            value={query}
            placeholder={SHOP_TEXTS.searchPlaceholder}
            onChange={(event) => {
              setQuery(event.target.value);
              if (params.get('page')) setParams({}, { replace: true });
            }}
          />
        </div>
        {mainCategories.length > 0 && (
          <nav aria-label={SHOP_TEXTS.categories} className="t-shop-cats">
            <ul>
              <li>
                <Link to="/shop/catalog" aria-current={!category ? 'page' : undefined}>
                  {SHOP_TEXTS.allProducts}
                </Link>
              </li>
              {mainCategories.map((c) => (
                <li key={c.id}>
                  <Link to={categoryPath(c)} aria-current={category?.id === c.id ? 'page' : undefined}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="t-shop-empty" data-testid="shop-empty">
          {SHOP_TEXTS.emptyCatalog}
        </p>
      ) : (
        <ul className="t-shop-grid">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} category={category} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={SHOP_TEXTS.pager} className="t-shop-pager">
          <ul>
            {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <Link to={`?page=${n}`} aria-label={SHOP_TEXTS.page(n)} aria-current={n === page ? 'page' : undefined}>
                  {n}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
