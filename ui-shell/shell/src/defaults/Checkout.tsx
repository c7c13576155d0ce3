/**
 * Default of slot "checkout": the checkout of 001 §2, loaded on demand (its form library
 * and date picker are not part of the storefront's first load).
 */
import { Slot, type CheckoutProps } from '@tresen/sdk';
import { lazy, Suspense } from 'react';
import { Loader } from './Loader';

const CheckoutPage = lazy(() => import(/* webpackChunkName: "checkout" */ '../checkout/CheckoutPage'));

export function Checkout(props: CheckoutProps) {
  return (
    <Suspense fallback={<Slot name="loader" default={Loader} />}>
      <CheckoutPage {...props} />
    </Suspense>
  );
}
