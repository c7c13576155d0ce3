/**
 * The checkout form of 001 §3 "Order (checkout form)": its values, which sections and
 * fields apply to an order type (001 §2, §5), the phone rules, the body POST /api/orders
 * takes and the submit label (001 §4).
 */
import type { Branch, OrderType } from '@tresen/sdk';
import type { BranchState } from '../store/queries';

export const COUNTRIES: [string, string][] = [
  ['AT', 'Österreich'],
  ['DE', 'Deutschland'],
  ['CH', 'Schweiz'],
  ['LI', 'Liechtenstein'],
];

export interface CheckoutValues {
  table: string;
  salutation: '' | 'Herr' | 'Frau';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isCompany: boolean;
  companyName: string;
  vatNumber: string;
  street: string;
  floor: string;
  stairway: string;
  door: string;
  zipCode: string;
  city: string;
  country: string;
  isDeliveryAddressDifferent: boolean;
  isDeliveryCompany: boolean;
  deliveryCompanyName: string;
  deliveryFirstName: string;
  deliveryLastName: string;
  deliveryStreet: string;
  deliveryFloor: string;
  deliveryStairway: string;
  deliveryDoor: string;
  deliveryZipCode: string;
  deliveryCity: string;
  deliveryCountry: string;
  comment: string;
  appointmentDate: string;
  paymentMethod: string;
  legalInstructions: boolean;
  privacyPolicy: boolean;
}

export const EMPTY_VALUES: CheckoutValues = {
  table: '',
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  isCompany: false,
  companyName: '',
  vatNumber: '',
  street: '',
  floor: '',
  stairway: '',
  door: '',
  zipCode: '',
  city: '',
  country: 'AT',
  isDeliveryAddressDifferent: false,
  isDeliveryCompany: false,
  deliveryCompanyName: '',
  deliveryFirstName: '',
  deliveryLastName: '',
  deliveryStreet: '',
  deliveryFloor: '',
  deliveryStairway: '',
  deliveryDoor: '',
  deliveryZipCode: '',
  deliveryCity: '',
  deliveryCountry: 'AT',
  comment: '',
  appointmentDate: '',
  paymentMethod: '',
  legalInstructions: false,
  privacyPolicy: false,
};

/** The stored order draft (cart.order) over the empty form; the legal boxes are asked again. */
export function initialValues(stored: Record<string, unknown>): CheckoutValues {
  const values: CheckoutValues = { ...EMPTY_VALUES };
  for (const key of Object.keys(EMPTY_VALUES) as (keyof CheckoutValues)[]) {
    const value = stored[key];
    if (typeof value === typeof EMPTY_VALUES[key]) (values as unknown as Record<string, unknown>)[key] = value;
  }
  values.legalInstructions = false;
  values.privacyPolicy = false;
  return values;
}

const flag = (branch: Branch, type: OrderType, what: 'Email' | 'Phone' | 'Address') => {
  const name = { takeaway: 'Takeaway', delivery: 'Delivery', dineIn: 'DineIn' }[type];
  return branch[`is${name}${what}Required`] === true;
};

export interface Rules {
  tableService: boolean;
  emailRequired: boolean;
  phoneRequired: boolean;
  addressRequired: boolean;
  /** Section 3 is hidden for dine-in with table selection unless e-mail or phone is required. */
  showContact: boolean;
  namesRequired: boolean;
  showAddress: boolean;
  showDeliveryAddress: boolean;
}

export function rulesFor(branch: Branch, type: OrderType): Rules {
  const tableService = type === 'dineIn' && !!branch.isTableSelectionEnabled;
  const emailRequired = flag(branch, type, 'Email');
  const phoneRequired = flag(branch, type, 'Phone');
  const addressRequired = flag(branch, type, 'Address');
  return {
    tableService,
    emailRequired,
    phoneRequired,
    addressRequired,
    showContact: !tableService || emailRequired || phoneRequired,
    namesRequired: !tableService,
    showAddress: addressRequired,
    showDeliveryAddress: type === 'delivery',
  };
}

export const PHONE_EXAMPLE = '+43 660 1234567';
export const MESSAGES = {
  blank: 'Dieser Wert sollte nicht leer sein.',
  email: 'Dieser Wert ist keine gültige E-Mail-Adresse.',
  phone: `Bitte geben Sie eine gültige Nummer im Format ${PHONE_EXAMPLE} an.`,
  appointment: 'Bitte wählen Sie einen Termin aus.',
  table: 'Bitte wählen Sie einen Tisch aus.',
  terms: 'Bitte akzeptieren Sie die AGB.',
  privacy: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  noSlots: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
};

/** 001 §5, while typing: everything but plus, digits and spaces is stripped. */
export const phoneOnInput = (value: string) => value.replace(/[^+\d ]/g, '');

/** 001 §5, on change: only plus and digits remain, a leading 00 becomes +. */
export function phoneOnChange(value: string): string {
  const digits = value.replace(/[^+\d]/g, '');
  return digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
}

/** A number without a leading + is refused with the spec's message. */
export function phoneError(value: string, required: boolean): string | true {
  const phone = phoneOnChange(value);
  if (!phone) return required ? MESSAGES.blank : true;
  return phone.startsWith('+') && phone.length >= 7 ? true : MESSAGES.phone;
}

export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** 001 §4 submit rule: quotation, open (or delivery open), closed with preorder, else none. */
export function submitLabel(branch: Branch, state: BranchState | undefined, type: OrderType): string | null {
  if (branch.isQuotationRequired) return 'Angebotsanfrage abschicken';
  if (!state) return 'Bestellung abschicken';
  const hours = type === 'delivery' && state.delivery ? state.delivery : state.opening;
  if (hours.state !== 'closed' && state.opening.state !== 'closed') return 'Bestellung abschicken';
  if (branch.isPreorderEnabled) return 'Vorbestellung abschicken';
  return null;
}

/** The body of POST /api/orders: the form fields that apply, the cart and the plugins' fields. */
export function orderBody(
  values: CheckoutValues,
  context: { branch: Branch; type: OrderType; area: string | null; rules: Rules; items: unknown[]; extra: Record<string, unknown> },
): Record<string, unknown> {
  const { branch, type, area, rules, items, extra } = context;
  const body: Record<string, unknown> = {
    branch: { id: branch.id },
    isDelivery: type === 'delivery',
    isDineIn: type === 'dineIn',
    items,
    comment: values.comment,
    appointmentDate: values.appointmentDate || null,
    paymentMethod: values.paymentMethod,
    legalInstructions: values.legalInstructions,
    privacyPolicy: values.privacyPolicy,
  };
  if (rules.tableService && values.table) body.table = { id: Number(values.table) };
  if (rules.showContact) {
    Object.assign(body, {
      salutation: values.salutation,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: phoneOnChange(values.phone),
      isCompany: values.isCompany,
      companyName: values.isCompany ? values.companyName : '',
      vatNumber: values.isCompany ? values.vatNumber : '',
    });
  }
  if (rules.showAddress) {
    for (const key of ['street', 'floor', 'stairway', 'door', 'zipCode', 'city', 'country'] as const) body[key] = values[key];
  }
  if (type === 'delivery') {
    body.deliveryArea = area;
    if (values.isDeliveryAddressDifferent) {
      body.isDeliveryAddressDifferent = true;
      body.isDeliveryCompany = values.isDeliveryCompany;
      for (const key of [
        'deliveryCompanyName',
        'deliveryFirstName',
        'deliveryLastName',
        'deliveryStreet',
        'deliveryFloor',
        'deliveryStairway',
        'deliveryDoor',
        'deliveryZipCode',
        'deliveryCity',
        'deliveryCountry',
      ] as const) {
        body[key] = values[key];
      }
    }
  }
  return { ...body, ...extra };
}
