/**
 * Product groups by category (001 §2): name, description, allergens, image and price
 * (hidden when isPriceHidden); unavailable products greyed and not orderable. Configurable
 * products, bundles and products with other units open the overlay; the others go
 * straight into the cart. Plugins add content below a category's heading (`branch.category`).
 */
import { Slot, type Branch, type Category, type Product } from '@tresen/sdk';
import { ProductPrice } from '../defaults/ProductPrice';
import { needsOverlay } from '../store/product';
import { TEXTS } from '../texts';
import { Icon } from '../ui/Icons';
import { categoryAnchor } from './CategoryBar';

function ProductCard({ product, onPick }: { product: Product; onPick: (product: Product) => void }) {
  const available = product.isAvailable;
  const image = product.images?.[0];
  const overlay = needsOverlay(product);
  return (
    <li className={`t-product ${available ? '' : 'is-unavailable'}`} data-testid="tresen-product" data-product={product.id}>
      <div className="t-product__text" onClick={() => available && onPick(product)}>
        <h3 className="t-product__name">{product.name}</h3>
        {product.description && <p className="t-product__description">{product.description}</p>}
        {product.allergens && (
          <p className="t-product__allergens">
            {TEXTS.allergens}: {String(product.allergens)}
          </p>
        )}
        <p className="t-product__price">
          {available ? (
            <Slot name="product.price" default={ProductPrice} props={{ price: product.price, product }} />
          ) : (
            <span className="t-product__unavailable">{TEXTS.unavailable}</span>
          )}
        </p>
      </div>
      {image && <img className="t-product__image" src={image.url} alt="" loading="lazy" width={image.width} height={image.height} onClick={() => available && onPick(product)} />}
      <button
        type="button"
        className="t-button t-icon-button t-product__add"
        aria-label={overlay ? TEXTS.chooseNamed(product.name) : TEXTS.addNamed(product.name)}
        disabled={!available}
        onClick={() => onPick(product)}
      >
        <Icon name="plus" />
      </button>
    </li>
  );
}

export function ProductList({ branch, categories, onPick }: { branch: Branch; categories: Category[]; onPick: (product: Product) => void }) {
  return (
    <div className="t-menu">
      {categories.map((category) => (
        <section key={category.id} id={categoryAnchor(category)} data-category={category.id} className={`t-group ${category.isAvailable ? '' : 'is-unavailable'}`} aria-labelledby={`${categoryAnchor(category)}-title`}>
          <h2 id={`${categoryAnchor(category)}-title`} tabIndex={-1}>
            {category.name}
          </h2>
          {!category.isAvailable && <p className="t-hint">{TEXTS.unavailable}</p>}
          <Slot name="branch.category" props={{ branch, category }} />
          <ul className="t-products">
            {category.products.map((product) => (
              <ProductCard key={product.id} product={product} onPick={onPick} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
