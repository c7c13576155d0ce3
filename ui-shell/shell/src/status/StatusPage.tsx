/**
 * The order status page, the default of slot "status" (001 §2, §4): order and ticket number, the timeline in German,
 * online-payment state, the counter-appointment prompt, branch contact, then the
 * "status.after" slot. Polls every 10 s until the order reaches a final state.
 */
import { ApiError, Slot, useApi, useConfig, type PublicOrder, type StatusProps } from '@tresen/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clearAfterPayment } from '../store/cart';
import { isSelfService } from '../store/context';
import { whenText } from '../store/hours';
import { useBranches } from '../store/queries';
import { counterOpen, isFinal, paymentState, timeline } from './status';
import { injectStyles } from '../styles/inject';
import { STATUS_CSS } from '../styles/status';
import { useDocumentTitle } from '../title';
import { TEXTS } from '../texts';
import { Icon } from '../ui/Icons';
import { Loader } from '../defaults/Loader';
import { STATUS_TEXTS } from './texts';

injectStyles('status', STATUS_CSS);

export const POLL_MS = 10_000;

export default function StatusPage({ uid, hash }: StatusProps) {
  useDocumentTitle(STATUS_TEXTS.orderStatus);
  const api = useApi();
  const client = useQueryClient();
  const config = useConfig();
  const path = `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;
  const key = ['order', uid, hash];
  const query = useQuery<PublicOrder, ApiError>({
    queryKey: key,
    queryFn: () => api.get<PublicOrder>(path, { record: false, fresh: true }),
    refetchInterval: (q) => (q.state.data && isFinal(q.state.data) ? false : POLL_MS),
    refetchIntervalInBackground: true,
    retry: (count, error) => error.status !== 404 && count < 3,
  });
  const [failed, setFailed] = useState(false);
  const counter = useMutation({
    mutationFn: (action: 'confirm' | 'reject') => api.post<PublicOrder>(`${path}/${action}-counter-appointment`, undefined, { record: false }),
    onSuccess: (order) => {
      setFailed(false);
      client.setQueryData(key, order);
    },
    onError: () => setFailed(true),
  });
  const { branches } = useBranches();
  const order = query.data;
  const branch = order ? branches.find((b) => b.id === order.branch.id) : undefined;
  const tz = (branch?.timezone as string | undefined) || String(config.timeZone || 'Europe/Vienna');
  const reload = () => void query.refetch();
  const paid = !!order?.isPaid;
  useEffect(() => {
    if (paid && order) clearAfterPayment(order.uid, isSelfService());
  }, [paid, order]);

  if (query.isPending) return <Slot name="loader" default={Loader} />;
  if (!order) {
    return (
      <section className="t-status" data-testid="tresen-status">
        <h1>{STATUS_TEXTS.orderStatus}</h1>
        <p className="t-alert t-alert--danger" role="alert">
          {query.error?.status === 404 ? STATUS_TEXTS.orderNotFound : STATUS_TEXTS.orderLoadFailed}
        </p>
      </section>
    );
  }

  const steps = timeline(order);
  const payment = paymentState(order);
  const type = order.isDelivery ? 'delivery' : order.isDineIn ? 'dineIn' : 'takeaway';
  return (
    <section className="t-status" data-testid="tresen-status" data-status={order.status}>
      <header className="t-status__head">
        <p className="t-status__eyebrow">{STATUS_TEXTS.orderStatus}</p>
        <h1>{order.isRejected || order.isCanceled ? STATUS_TEXTS.steps.canceled : STATUS_TEXTS.thanks}</h1>
        <dl className="t-status__numbers">
          <div>
            <dt>{STATUS_TEXTS.orderNumber}</dt>
            <dd data-testid="tresen-order-number">{order.id}</dd>
          </div>
          {order.ticketNumber !== null && order.ticketNumber !== undefined && (
            <div className="t-status__ticket">
              <dt>{STATUS_TEXTS.ticketNumber}</dt>
              <dd data-testid="tresen-ticket-number">{order.ticketNumber}</dd>
            </div>
          )}
        </dl>
      </header>

      {counterOpen(order) && (
        <div className="t-alert t-alert--warning t-status__counter" data-testid="tresen-counter">
          <strong>{STATUS_TEXTS.counterTitle}</strong>
          <p>{STATUS_TEXTS.counterText(whenText(order.counterAppointment!, tz))}</p>
          {failed && <p role="alert">{STATUS_TEXTS.counterFailed}</p>}
          <p className="t-actions">
            <button type="button" className="t-button" disabled={counter.isPending} onClick={() => counter.mutate('confirm')}>
              {STATUS_TEXTS.counterAccept}
            </button>
            <button
              type="button"
              className="t-button t-button--ghost"
              disabled={counter.isPending}
              onClick={() => window.confirm(STATUS_TEXTS.counterRejectConfirm) && counter.mutate('reject')}
            >
              {STATUS_TEXTS.counterReject}
            </button>
          </p>
        </div>
      )}

      <section className="t-card t-status__card" aria-labelledby="t-timeline">
        <h2 id="t-timeline">{STATUS_TEXTS.timeline}</h2>
        <ol className="t-timeline" data-testid="tresen-timeline">
          {steps.map((step) => (
            <li key={step.key} className={`t-timeline__step is-${step.state}`} aria-current={step.state === 'current' ? 'step' : undefined}>
              <span className="t-timeline__dot" aria-hidden="true">
                {step.state === 'done' && <Icon name="check" />}
              </span>
              <span>{step.label}</span>
              <span className="t-visually-hidden">{step.state === 'done' ? `(${STATUS_TEXTS.stepsDone})` : step.state === 'current' ? `(${STATUS_TEXTS.stepsCurrent})` : ''}</span>
            </li>
          ))}
        </ol>
        {order.rejectionMessage && <p className="t-muted">{STATUS_TEXTS.rejectedReason(order.rejectionMessage)}</p>}
        {!isFinal(order) && <p className="t-hint">{STATUS_TEXTS.refreshes}</p>}
      </section>

      <section className="t-card t-status__card" aria-label={TEXTS.orderType}>
        <dl className="t-facts">
          <div>
            <dt>{TEXTS.orderType}</dt>
            <dd>{TEXTS.orderTypes[type]}</dd>
          </div>
          <div>
            <dt>{STATUS_TEXTS.appointment}</dt>
            <dd>{order.appointmentDate ? whenText(order.appointmentDate, tz) : STATUS_TEXTS.asap}</dd>
          </div>
          {order.tableIdentifier && (
            <div>
              <dt>{STATUS_TEXTS.table}</dt>
              <dd>{order.tableIdentifier}</dd>
            </div>
          )}
          <div>
            <dt>{STATUS_TEXTS.payment}</dt>
            <dd>
              {STATUS_TEXTS.paymentMethods[order.paymentMethod ?? ''] ?? order.paymentMethod}
              {payment && <span className="t-pill t-pill--neutral t-status__payment">{payment}</span>}
            </dd>
          </div>
        </dl>
      </section>

      {branch && (
        <section className="t-card t-status__card" aria-labelledby="t-status-contact">
          <h2 id="t-status-contact">{STATUS_TEXTS.contact}</h2>
          <p>
            <strong>{branch.name}</strong>
            <br />
            {branch.street}, {branch.zipCode} {branch.city}
          </p>
          {branch.phone && (
            <a className="t-button t-button--ghost" href={`tel:${branch.phone.replace(/\s+/g, '')}`}>
              <Icon name="phone" /> {STATUS_TEXTS.call(branch.phone)}
            </a>
          )}
        </section>
      )}
      <Slot name="status.after" props={{ order, uid, hash, reload }} />
    </section>
  );
}
