/** The web shop (002 §2.1) as one lazy chunk: catalogue, category, product pages and the cart. */
import { Route, Routes } from 'react-router';
import CartPage from './CartPage';
import CatalogPage from './CatalogPage';
import ProductPage from './ProductPage';
import { SHOP_CSS } from './styles';
import { injectStyles } from '../styles/inject';

injectStyles('shop', SHOP_CSS);

export default function ShopRoutes() {
  return (
    <Routes>
      <Route path="catalog" element={<CatalogPage />} />
      <Route path="catalog/product/:productId/:productSlug" element={<ProductPage />} />
      <Route path="catalog/:categoryId/:categorySlug" element={<CatalogPage />} />
      <Route path="catalog/:categoryId/:categorySlug/product/:productId/:productSlug" element={<ProductPage />} />
      <Route path="cart" element={<CartPage />} />
    </Routes>
  );
}
