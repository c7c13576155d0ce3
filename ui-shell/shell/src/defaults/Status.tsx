/**
 * Default of slot "status": the order status page of 001 §4 (status/StatusPage.tsx),
 * loaded on demand.
 */
import { Slot, type StatusProps } from '@tresen/sdk';
import { lazy, Suspense } from 'react';
import { Loader } from './Loader';

const StatusPage = lazy(() => import(/* webpackChunkName: "status" */ '../status/StatusPage'));

export function Status(props: StatusProps) {
  return (
    <Suspense fallback={<Slot name="loader" default={Loader} />}>
      <StatusPage {...props} />
    </Suspense>
  );
}
