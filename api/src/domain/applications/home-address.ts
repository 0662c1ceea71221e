/**
 * The scholarship's home address: the form asks for it in parts (street, city, state, ZIP), so
 * it can be checked and mailed to; the spec's API takes it on one line (`address`), and clients
 * that send it that way keep working. Either is accepted; parts win, and make the one line.
 */
import { z } from 'zod';
import { US_STATES } from './constants.js';
import type { FieldRule } from './field-spec.js';
import * as f from './fields.js';

const PARTS = ['street', 'city', 'state', 'zip'] as const;
type Part = (typeof PARTS)[number];

const oneLine = f.text('Home address', { max: 300, autoComplete: 'street-address' });

/** The stored fields: the one-line address (required unless parts are sent) and its parts. */
export const homeAddressRules = {
  address: { spec: { ...oneLine.spec, alternative: 'street' }, schema: oneLine.schema },
  street: withAlternative(f.text('Street address', { max: 150, autoComplete: 'address-line1' })),
  city: withAlternative(f.text('City', { autoComplete: 'address-level2' })),
  state: withAlternative(f.select('State', US_STATES)),
  zip: withAlternative(f.zip('ZIP code')),
};

function withAlternative<R extends FieldRule>(rule: R): R {
  return { ...rule, spec: { ...rule.spec, alternative: 'address' } };
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A rule that may be left out: blank becomes null, anything given is checked in full. */
function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (isBlank(v) ? undefined : v), schema.optional()).transform((v) => v ?? null);
}

/** The server's shape: every address field optional here; `checkHomeAddress` says which are needed. */
export const homeAddressServerShape = {
  address: optional(homeAddressRules.address.schema),
  street: optional(homeAddressRules.street.schema),
  city: optional(homeAddressRules.city.schema),
  state: optional(homeAddressRules.state.schema),
  zip: optional(homeAddressRules.zip.schema),
};

/** The browser form's shape: the parts are required, the one line is made by the server. */
export const homeAddressFormShape = {
  address: optional(homeAddressRules.address.schema),
  street: homeAddressRules.street.schema,
  city: homeAddressRules.city.schema,
  state: homeAddressRules.state.schema,
  zip: homeAddressRules.zip.schema,
};

type AddressData = { address: string | null } & Record<Part, string | null>;

/** Parts, once any is sent, must all be there; without parts the one-line address is required. */
export function checkHomeAddress(data: AddressData, ctx: z.RefinementCtx): void {
  if (PARTS.some((p) => data[p] !== null)) {
    for (const part of PARTS)
      if (data[part] === null)
        ctx.addIssue({ code: 'custom', path: [part], message: `${homeAddressRules[part].spec.label} is required.` });
  } else if (data.address === null) {
    ctx.addIssue({ code: 'custom', path: ['address'], message: `${oneLine.spec.label} is required.` });
  }
}

/** "77 Peachtree St, Atlanta, GA 30303" from its parts; the one line as sent when there are none. */
export function composeHomeAddress<T extends AddressData>(data: T): T {
  if (data.street === null || data.city === null || data.state === null || data.zip === null) return data;
  return { ...data, address: `${data.street}, ${data.city}, ${data.state} ${data.zip}` };
}
