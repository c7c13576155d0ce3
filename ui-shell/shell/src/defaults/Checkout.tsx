/** Default of slot "checkout": the order summary plus the contributed sections. */
import { Slot } from '@tresen/sdk';
import { useDocumentTitle } from '../title';
import { TEXTS } from '../texts';

export interface CheckoutProps {
  branch: string;
}

export function Checkout({ branch }: CheckoutProps) {
  useDocumentTitle(TEXTS.titleCheckout);
  return (
    <section data-testid="tresen-checkout">
      <h1>{TEXTS.checkout}</h1>
      <p>{TEXTS.checkoutIntro}</p>
      <Slot name="checkout.sections" props={{ branch }} />
    </section>
  );
}
