/**
 * The checkout of 001 §2 (/store/{identifier}/checkout and …/checkout/error): its eleven
 * sections in order, each under the spec's conditions, with react-hook-form. Submitting
 * saves the draft, shows 'Verarbeiten...', sends the order with an Idempotency-Key
 * (submit.ts) and goes to the payment provider or to the status page; server errors are
 * shown at their fields and listed at the top, to which the page scrolls.
 */
import { ApiError, Slot, useApi, useConfig, type Branch, type CheckoutProps, type FieldError } from '@tresen/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { trackCommerce } from '../commerce';
import { Loader } from '../defaults/Loader';
import { NotFound } from '../defaults/NotFound';
import { clearCart, rememberPayment, removeItem, toServerItems } from '../store/cart';
import { isSelfService } from '../store/context';
import { useBranch, useBranchState, useCatalog, usePaymentMethods } from '../store/queries';
import { usePrice } from '../store/price';
import { useCart, useCartMigration } from '../store/useCart';
import { CART_CSS } from '../styles/cart';
import { CONTROLS_CSS } from '../styles/controls';
import { injectStyles } from '../styles/inject';
import { useDocumentTitle } from '../title';
import { TEXTS } from '../texts';
import { EMPTY_VALUES, initialValues, orderBody, rulesFor, submitLabel, type CheckoutValues } from './form';
import { Sections } from './Sections';
import { CHECKOUT_CSS } from './styles';
import { forgetKey, placeOrder } from './submit';
import { CART_TEXTS } from '../store/cartTexts';

injectStyles('controls', CONTROLS_CSS);
injectStyles('cart', CART_CSS);
injectStyles('checkout', CHECKOUT_CSS);

export const CHECKOUT_TEXTS = {
  title: 'Bestellvorgang',
  // 001 §8
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  paymentFailed: 'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  processing: 'Verarbeiten...',
  back: 'Zurück',
  errors: 'Bitte prüfen Sie Ihre Angaben.',
};

const FORM_FIELDS = new Set(Object.keys(EMPTY_VALUES));

export default function CheckoutPage({ branch: identifier, paymentFailed }: CheckoutProps) {
  useDocumentTitle(CHECKOUT_TEXTS.title);
  const { branch, isPending } = useBranch(identifier);
  if (isPending) return <Slot name="loader" default={Loader} />;
  if (!branch) return <NotFound />;
  return <CheckoutForm branch={branch} identifier={identifier} paymentFailed={paymentFailed} />;
}

function CheckoutForm({ branch, identifier, paymentFailed }: { branch: Branch; identifier: string; paymentFailed: boolean }) {
  const api = useApi();
  const currency = useConfig().currency;
  const navigate = useNavigate();
  const client = useQueryClient();
  const { cart, type, types, area, update, setType } = useCart(identifier, branch);
  const catalog = useCatalog(branch);
  const notice = useCartMigration(catalog.products, catalog.data, update);
  const state = useBranchState(branch);
  const [extra, setExtra] = useState<Record<string, unknown>>({});
  const price = usePrice({ branch, items: cart.items, type, deliveryArea: area, extra });
  const methods = usePaymentMethods(branch);
  const rules = rulesFor(branch, type);
  const form = useForm<CheckoutValues>({ defaultValues: initialValues(cart.order), mode: 'onTouched' });
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [sending, setSending] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  // Default payment method (001 §4): cash when offered, else datatrans, else the first offered.
  const offered = methods.data;
  const chosen = form.watch('paymentMethod');
  useEffect(() => {
    if (!offered?.length || offered.some((m) => m.id === chosen)) return;
    const pick = offered.find((m) => m.id === 'cash') ?? offered.find((m) => m.id === 'datatrans') ?? offered[0];
    form.setValue('paymentMethod', pick.id);
  }, [offered, chosen, form]);

  const label = submitLabel(branch, state.data, type);
  const minimum = price.data?.errors?.find((e) => e.field === 'deliveryArea')?.message ?? null;
  const items = useMemo(() => toServerItems(cart.items), [cart.items]);

  // 002 §7: the storefront's cart has no checkout button of its own to track (its link is
  // first-visit code), so its initiateCheckout is sent here, once the total is known; the
  // web shop's cart page sends its own when its button is pressed.
  const started = useRef(false);
  const total = price.data?.totalGross;
  useEffect(() => {
    if (started.current || paymentFailed || total === undefined || !cart.items.length || !window.location.pathname.startsWith('/store/')) return;
    started.current = true;
    trackCommerce('initiateCheckout', cart.items, total, currency);
  }, [total, paymentFailed, cart.items, currency]);

  function showErrors(errors: FieldError[]) {
    for (const error of errors) {
      if (error.field && FORM_FIELDS.has(error.field)) {
        form.setError(error.field as Path<CheckoutValues>, { type: 'server', message: error.message });
      }
    }
    setServerErrors(errors);
    // 001 §4: on error the errors are shown and the page scrolls to the top.
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => top.current?.focus({ preventScroll: true }));
  }

  const submit = form.handleSubmit(async (values) => {
    // 001 §4: the cart and the order data are saved locally first.
    update((c) => ({ ...c, order: { ...values, legalInstructions: false, privacyPolicy: false } }));
    setSending(true);
    setServerErrors([]);
    try {
      const created = await placeOrder(api, identifier, orderBody(values, { branch, type, area, rules, items, extra }));
      forgetKey(identifier);
      trackCommerce('purchase', cart.items, price.data?.totalGross, currency);
      if (created.paymentRedirectUrl) {
        rememberPayment(created.uid, identifier);
        window.location.assign(created.paymentRedirectUrl);
        return;
      }
      update((c) => clearCart(c, isSelfService()));
      client.setQueryData(['order', created.uid, created.hash], created.order);
      navigate(`/status/${encodeURIComponent(created.uid)}/${encodeURIComponent(created.hash)}`);
    } catch (error) {
      const answered = error instanceof ApiError && error.status !== 0 && error.errors.length > 0;
      showErrors(answered ? (error as ApiError).errors : [{ field: null, message: CHECKOUT_TEXTS.unknownError }]);
      setSending(false);
    }
  });

  const fieldErrors: Record<string, string> = {};
  for (const error of serverErrors) if (error.field && error.message) fieldErrors[error.field] = error.message;
  for (const [name, error] of Object.entries(form.formState.errors)) if (error?.message) fieldErrors[name] = String(error.message);

  const back = `/store/${encodeURIComponent(branch.identifier)}`;
  return (
    <div className="t-checkout" data-testid="tresen-checkout">
      <div ref={top} tabIndex={-1} className="t-checkout__top">
        <p className="t-checkout__crumb">
          <Link to={back}>← {branch.name}</Link>
        </p>
        <h1>{CHECKOUT_TEXTS.title}</h1>
        {paymentFailed && (
          <p className="t-alert t-alert--danger" role="alert" data-testid="tresen-payment-failed">
            {CHECKOUT_TEXTS.paymentFailed}
          </p>
        )}
        {serverErrors.length > 0 && (
          <div className="t-alert t-alert--danger" role="alert" data-testid="tresen-checkout-errors">
            <strong>{CHECKOUT_TEXTS.errors}</strong>
            <ul>
              {serverErrors.map((error, index) => (
                <li key={index}>{error.message}</li>
              ))}
            </ul>
          </div>
        )}
        {notice && <p className="t-alert t-alert--info">{notice}</p>}
      </div>
      {cart.items.length === 0 ? (
        <div className="t-checkout__empty t-card" data-testid="tresen-checkout-empty">
          <p>{TEXTS.cartEmpty}</p>
          <Link className="t-button" to={back}>
            {CART_TEXTS.backToMenu}
          </Link>
        </div>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={submit} noValidate className="t-checkout__form">
            <Sections
              branch={branch}
              type={type}
              types={types}
              area={area}
              rules={rules}
              cart={cart}
              products={catalog.products}
              price={price.data ?? null}
              lines={price.lines}
              priceError={price.error ? price.error.message : null}
              methods={offered ?? []}
              fieldErrors={fieldErrors}
              extra={extra}
              asapAllowed={!!state.data?.asap && (type !== 'delivery' || state.data.delivery?.state !== 'closed')}
              onType={(next) => {
                setType(next);
                setServerErrors([]);
              }}
              onArea={(value) => update((c) => ({ ...c, deliveryArea: value }))}
              onRemove={(index) => update((c) => removeItem(c, index))}
              setField={(name, value) => setExtra((current) => ({ ...current, [name]: value }))}
            />
            <section className="t-section t-checkout__actions" aria-label={CHECKOUT_TEXTS.title}>
              {minimum && (
                <p className="t-alert t-alert--warning" role="alert" data-testid="tresen-minimum">
                  {minimum}
                </p>
              )}
              {!label && (
                <p className="t-alert t-alert--danger" role="alert" data-testid="tresen-closed">
                  {TEXTS.branchClosed}.
                </p>
              )}
              <div className="t-actions">
                {label && !minimum && (
                  <button type="submit" className="t-button t-button--large t-checkout__submit" disabled={sending} aria-busy={sending} data-testid="tresen-submit">
                    {sending ? CHECKOUT_TEXTS.processing : label}
                  </button>
                )}
                <Link className="t-button t-button--ghost t-button--large" to={back}>
                  {CHECKOUT_TEXTS.back}
                </Link>
              </div>
            </section>
          </form>
        </FormProvider>
      )}
    </div>
  );
}
