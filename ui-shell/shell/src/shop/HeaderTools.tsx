/** The header's search and cart buttons (002 §2.2): one lazy chunk, fetched after the first
 * render — the first visit's budget is full. */
import CartButton from './CartButton';
import { SearchButton } from './SearchButton';

export default function HeaderTools() {
  return (
    <>
      <SearchButton />
      <CartButton />
    </>
  );
}
