/**
 * Sections 1–10 of the checkout (001 §2), in the spec's order, each shown under its
 * condition: order type, table, contact, address (with delivery area and a separate
 * delivery address), appointment, comment, cart summary, the plugins' sections (slot
 * "checkout.sections"), payment method, the two legal checkboxes.
 */
import { Slot, useConfig, type Branch, type OrderType, type PricedLine, type PriceResult, type Product } from '@tresen/sdk';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { CartItem } from '../defaults/CartItem';
import { asList } from '../data';
import type { Cart } from '../store/cart';
import type { PaymentMethod } from '../store/queries';
import { useApiGet } from '../store/queries';
import { Totals } from '../store/Totals';
import { TEXTS } from '../texts';
import { Dialog } from '../ui/Dialog';
import { Appointment } from './Appointment';
import { CheckField, ErrorText, SelectField, TextField, useFieldError } from './fields';
import { COUNTRIES, EMAIL, MESSAGES, phoneError, phoneOnChange, phoneOnInput, type CheckoutValues, type Rules } from './form';
import { CART_TEXTS } from '../store/cartTexts';

export const SECTION_TEXTS = {
  orderType: 'Bestellart',
  table: 'Tisch',
  tableNumber: 'Tischnummer',
  chooseTable: 'Bitte Tisch wählen',
  tableHint: 'Die Tischnummer steht in der Mitte des QR-Codes auf Ihrem Tisch.',
  contact: 'Kontaktdaten',
  salutation: 'Anrede',
  mrs: 'Frau',
  mr: 'Herr',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefon',
  phoneHint: 'Mit Ländervorwahl, z. B. +43 660 1234567',
  isCompany: 'Bestellung für eine Firma',
  companyName: 'Firmenname',
  vatNumber: 'UID-Nummer',
  address: 'Adresse',
  street: 'Straße und Hausnummer',
  floor: 'Stock',
  stairway: 'Stiege',
  door: 'Tür',
  zipCode: 'PLZ',
  city: 'Ort',
  country: 'Land',
  different: 'Abweichende Lieferadresse',
  deliveryAddress: 'Lieferadresse',
  deliveryCompany: 'Lieferung an eine Firma',
  appointment: 'Termin',
  comment: 'Anmerkungen',
  commentLabel: 'Anmerkungen zur Bestellung (z. B. Allergien)',
  summary: 'Ihre Bestellung',
  pickupAt: 'Abholung bei',
  dineInAt: 'Dine In bei',
  payment: 'Zahlungsart',
  noPayment: 'An diesem Standort ist derzeit keine Zahlungsart verfügbar.',
  legal: 'Rechtliches',
  terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
  privacy: 'Ich habe die Datenschutzerklärung gelesen und bin mit der Verarbeitung meiner Daten einverstanden.',
  readTerms: 'AGB lesen',
  readPrivacy: 'Datenschutzerklärung lesen',
};

export interface SectionsProps {
  branch: Branch;
  type: OrderType;
  types: OrderType[];
  area: string | null;
  rules: Rules;
  cart: Cart;
  products: ReadonlyMap<number, Product>;
  price: PriceResult | null;
  /** The server's price of each line, by position. */
  lines: PricedLine[] | null;
  priceError: string | null;
  methods: PaymentMethod[];
  fieldErrors: Record<string, string>;
  extra: Record<string, unknown>;
  asapAllowed: boolean;
  onType: (type: OrderType) => void;
  onArea: (area: string) => void;
  onRemove: (index: number) => void;
  setField: (name: string, value: unknown) => void;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className="t-section" aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function AreaSelect({ branch, area, onArea, error }: { branch: Branch; area: string | null; onArea: (a: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className="t-field">
      <label htmlFor={id}>
        {CART_TEXTS.deliveryArea}
        <span className="t-required" aria-hidden="true">*</span>
      </label>
      <select
        id={id}
        className="t-select"
        value={area ?? ''}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onArea(e.target.value)}
        data-testid="tresen-checkout-area"
      >
        <option value="" disabled>
          {CART_TEXTS.chooseArea}
        </option>
        {(branch.deliveryAreas ?? []).map((a) => (
          <option key={a.id} value={a.id}>
            {a.area}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

function PhoneField({ required }: { required: boolean }) {
  const { register } = useFormContext<CheckoutValues>();
  const id = useId();
  const error = useFieldError('phone');
  const field = register('phone', { validate: (value) => phoneError(value, required) });
  return (
    <div className="t-field">
      <label htmlFor={id}>
        {SECTION_TEXTS.phone}
        {required && <span className="t-required" aria-hidden="true">*</span>}
      </label>
      <input
        id={id}
        className="t-input"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        {...field}
        onChange={(event) => {
          // 001 §5: while typing only plus, digits and spaces stay.
          event.target.value = phoneOnInput(event.target.value);
          return field.onChange(event);
        }}
        onBlur={(event) => {
          // 001 §5: on change only plus and digits remain and a leading 00 becomes +.
          event.target.value = phoneOnChange(event.target.value);
          void field.onChange(event);
          return field.onBlur(event);
        }}
      />
      <span className="t-hint" id={`${id}-hint`}>
        {SECTION_TEXTS.phoneHint}
      </span>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

function AddressFields({ prefix, required }: { prefix: '' | 'delivery'; required: boolean }) {
  const name = (key: string) => (prefix ? `delivery${key.charAt(0).toUpperCase()}${key.slice(1)}` : key) as keyof CheckoutValues;
  return (
    <>
      <TextField name={name('street')} label={SECTION_TEXTS.street} required={required} autoComplete={prefix ? 'shipping street-address' : 'street-address'} />
      <div className="t-grid-3">
        <TextField name={name('floor')} label={SECTION_TEXTS.floor} />
        <TextField name={name('stairway')} label={SECTION_TEXTS.stairway} />
        <TextField name={name('door')} label={SECTION_TEXTS.door} />
      </div>
      <div className="t-grid-zip">
        <TextField name={name('zipCode')} label={SECTION_TEXTS.zipCode} required={required} autoComplete={prefix ? 'shipping postal-code' : 'postal-code'} inputMode="numeric" />
        <TextField name={name('city')} label={SECTION_TEXTS.city} required={required} autoComplete={prefix ? 'shipping address-level2' : 'address-level2'} />
      </div>
      <SelectField name={name('country')} label={SECTION_TEXTS.country} required>
        {COUNTRIES.map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </SelectField>
    </>
  );
}

function LegalCheck({ name, label, textKey, urlKey, read }: { name: 'legalInstructions' | 'privacyPolicy'; label: string; textKey: string; urlKey: string; read: string }) {
  const config = useConfig();
  const [open, setOpen] = useState(false);
  const text = config[textKey];
  const url = config[urlKey];
  return (
    <div className="t-legal">
      <CheckField name={name} message={name === 'legalInstructions' ? MESSAGES.terms : MESSAGES.privacy}>
        {label}
      </CheckField>
      {typeof text === 'string' && text.trim() ? (
        <>
          <button type="button" className="t-link t-legal__read" onClick={() => setOpen(true)}>
            {read}
          </button>
          {open && (
            <Dialog title={read.replace(' lesen', '')} onClose={() => setOpen(false)}>
              <div className="t-prose">
                {text.split(/\n\s*\n/).map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
            </Dialog>
          )}
        </>
      ) : typeof url === 'string' && url ? (
        <a className="t-legal__read" href={url} target="_blank" rel="noopener noreferrer">
          {read}
        </a>
      ) : null}
    </div>
  );
}

export function Sections(props: SectionsProps) {
  const { branch, type, types, area, rules, cart, products, price, lines, priceError, methods, fieldErrors, extra, asapAllowed } = props;
  const { register, watch, control } = useFormContext<CheckoutValues>();
  const { data: allTables } = useApiGet<unknown>('/api/tables');
  const tables = asList(allTables).filter((t) => (t.branch as { id?: number } | undefined)?.id === branch.id && t.isEnabled !== false);
  const typeName = useId();
  const different = watch('isDeliveryAddressDifferent');
  const company = watch('isCompany');
  const deliveryCompany = watch('isDeliveryCompany');
  const paymentError = useFieldError('paymentMethod');
  const values = watch();
  const order = { ...values, table: values.table ? { id: Number(values.table) } : null, ...extra };

  return (
    <>
      <Section title={SECTION_TEXTS.orderType} testId="tresen-section-type">
        {types.length > 1 ? (
          <div className="t-segmented" role="radiogroup" aria-label={SECTION_TEXTS.orderType}>
            {types.map((t) => (
              <label key={t}>
                <input type="radio" name={typeName} value={t} checked={t === type} onChange={() => props.onType(t)} />
                {TEXTS.orderTypes[t]}
              </label>
            ))}
          </div>
        ) : (
          <p>{TEXTS.orderTypes[type]}</p>
        )}
        {fieldErrors.isDelivery && <p className="t-error">{fieldErrors.isDelivery}</p>}
        {type === 'delivery' && !rules.showAddress && <AreaSelect branch={branch} area={area} onArea={props.onArea} error={fieldErrors.deliveryArea} />}
      </Section>

      {rules.tableService && (
        <Section title={SECTION_TEXTS.table} testId="tresen-section-table">
          <SelectField name="table" label={SECTION_TEXTS.tableNumber} required>
            <option value="">{SECTION_TEXTS.chooseTable}</option>
            {tables.map((t) => (
              <option key={String(t.id)} value={String(t.id)}>
                {String(t.identifier)}
              </option>
            ))}
          </SelectField>
          <p className="t-hint">{SECTION_TEXTS.tableHint}</p>
        </Section>
      )}

      {rules.showContact && (
        <Section title={SECTION_TEXTS.contact} testId="tresen-section-contact">
          <fieldset className="t-field t-inline-choices" aria-invalid={fieldErrors.salutation ? true : undefined}>
            <legend className="t-label">
              {SECTION_TEXTS.salutation}
              {rules.namesRequired && <span className="t-required" aria-hidden="true">*</span>}
            </legend>
            {(['Frau', 'Herr'] as const).map((value) => (
              <label className="t-check" key={value}>
                <input type="radio" value={value} {...register('salutation', { validate: (v) => (rules.namesRequired && !v ? MESSAGES.blank : true) })} />
                {value === 'Frau' ? SECTION_TEXTS.mrs : SECTION_TEXTS.mr}
              </label>
            ))}
            <ErrorText id="salutation-error" message={fieldErrors.salutation} />
          </fieldset>
          <div className="t-grid-2">
            <TextField name="firstName" label={SECTION_TEXTS.firstName} required={rules.namesRequired} autoComplete="given-name" />
            <TextField name="lastName" label={SECTION_TEXTS.lastName} required={rules.namesRequired} autoComplete="family-name" />
          </div>
          <TextField
            name="email"
            label={SECTION_TEXTS.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            required={rules.emailRequired}
            options={{ validate: (v) => (!String(v).trim() || EMAIL.test(String(v).trim()) ? true : MESSAGES.email) }}
          />
          <PhoneField required={rules.phoneRequired} />
          <CheckField name="isCompany">{SECTION_TEXTS.isCompany}</CheckField>
          {company && (
            <div className="t-grid-2">
              <TextField name="companyName" label={SECTION_TEXTS.companyName} required autoComplete="organization" />
              <TextField name="vatNumber" label={SECTION_TEXTS.vatNumber} />
            </div>
          )}
        </Section>
      )}

      {rules.showAddress && (
        <Section title={SECTION_TEXTS.address} testId="tresen-section-address">
          {type === 'delivery' && <AreaSelect branch={branch} area={area} onArea={props.onArea} error={fieldErrors.deliveryArea} />}
          <AddressFields prefix="" required />
          {rules.showDeliveryAddress && (
            <>
              <CheckField name="isDeliveryAddressDifferent">{SECTION_TEXTS.different}</CheckField>
              {different && (
                <fieldset className="t-subsection">
                  <legend>{SECTION_TEXTS.deliveryAddress}</legend>
                  <CheckField name="isDeliveryCompany">{SECTION_TEXTS.deliveryCompany}</CheckField>
                  {deliveryCompany && <TextField name="deliveryCompanyName" label={SECTION_TEXTS.companyName} required />}
                  <div className="t-grid-2">
                    <TextField name="deliveryFirstName" label={SECTION_TEXTS.firstName} required />
                    <TextField name="deliveryLastName" label={SECTION_TEXTS.lastName} required />
                  </div>
                  <AddressFields prefix="delivery" required />
                </fieldset>
              )}
            </>
          )}
        </Section>
      )}

      <Section title={SECTION_TEXTS.appointment} testId="tresen-section-appointment">
        <Controller
          control={control}
          name="appointmentDate"
          rules={{ validate: (value) => (!value && (branch.isAppointmentRequired || !asapAllowed) ? MESSAGES.appointment : true) }}
          render={({ field, fieldState }) => (
            <Appointment
              branch={branch}
              type={type}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
              error={fieldState.error?.message}
              asapAllowed={asapAllowed && !branch.isAppointmentRequired}
              inputRef={field.ref}
            />
          )}
        />
      </Section>

      <Section title={SECTION_TEXTS.comment}>
        <div className="t-field">
          <label htmlFor="t-comment">{SECTION_TEXTS.commentLabel}</label>
          <textarea id="t-comment" className="t-textarea" rows={13} maxLength={2000} {...register('comment')} />
        </div>
      </Section>

      <Section title={SECTION_TEXTS.summary} testId="tresen-section-summary">
        <ul className="t-cart__lines">
          {cart.items.map((item, index) => (
            <Slot
              key={`${item.product.id}-${index}`}
              name="cart.item"
              default={CartItem}
              props={{ item, index, product: products.get(item.product.id) ?? null, line: lines?.[index] ?? null, onRemove: () => props.onRemove(index) }}
            />
          ))}
        </ul>
        {type !== 'delivery' && (
          <p className="t-checkout__location">
            {type === 'dineIn' ? SECTION_TEXTS.dineInAt : SECTION_TEXTS.pickupAt}: <strong>{branch.name}</strong>, {branch.street}, {branch.zipCode} {branch.city}
          </p>
        )}
        {price && <Totals price={price} type={type} />}
        {priceError && (
          <p className="t-alert t-alert--danger" role="alert">
            {priceError}
          </p>
        )}
      </Section>

      <Slot name="checkout.sections" props={{ branch, orderType: type, order, setField: props.setField, errors: fieldErrors, price }} />

      <Section title={SECTION_TEXTS.payment} testId="tresen-section-payment">
        {methods.length === 0 ? (
          <p className="t-alert t-alert--warning">{SECTION_TEXTS.noPayment}</p>
        ) : (
          <fieldset className="t-choices" aria-label={SECTION_TEXTS.payment} aria-invalid={paymentError ? true : undefined}>
            {methods.map((method) => (
              <label className="t-choice" key={method.id}>
                <input type="radio" value={method.id} {...register('paymentMethod', { validate: (v) => (v ? true : MESSAGES.blank) })} />
                <span className="t-choice__text">{method.label}</span>
              </label>
            ))}
          </fieldset>
        )}
        <ErrorText id="payment-error" message={paymentError} />
      </Section>

      <Section title={SECTION_TEXTS.legal} testId="tresen-section-legal">
        <LegalCheck name="legalInstructions" label={SECTION_TEXTS.terms} textKey="termsAndConditionsText" urlKey="termsAndConditions" read={SECTION_TEXTS.readTerms} />
        <LegalCheck name="privacyPolicy" label={SECTION_TEXTS.privacy} textKey="privacyPolicyText" urlKey="privacyPolicy" read={SECTION_TEXTS.readPrivacy} />
      </Section>
    </>
  );
}
