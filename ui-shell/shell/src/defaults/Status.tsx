/** Default of slot "status": the public order status, addressed by uid and hash. */
import { Slot, useResource } from '@tresen/sdk';
import { field, type Entity } from '../data';
import { useDocumentTitle } from '../title';
import { TEXTS } from '../texts';
import { Loader } from './Loader';

export interface StatusProps {
  uid: string;
  hash: string;
}

export function Status({ uid, hash }: StatusProps) {
  useDocumentTitle(TEXTS.titleStatus);
  const path = `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;
  const { data: order, loading } = useResource<Entity>(path, { errorMessage: TEXTS.orderLoadFailed });
  return (
    <section data-testid="tresen-status">
      <h1>{TEXTS.orderStatus}</h1>
      {loading && <Slot name="loader" default={Loader} />}
      {order && (
        <dl>
          <dt>{TEXTS.orderNumber}</dt>
          <dd>{field(order, 'number', 'ticketNumber', 'id')}</dd>
          <dt>{TEXTS.status}</dt>
          <dd>{field(order, 'statusText', 'status')}</dd>
        </dl>
      )}
      <Slot name="status.after" props={{ order, uid, hash }} />
    </section>
  );
}
