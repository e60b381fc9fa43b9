/**
 * Shared rules of the company data forms (decision 110): the limits of master data and portrait, the social
 * networks a company can link and what counts as a valid web address. The spec shows no validation messages
 * for the company side; these limits are ours.
 */
import { z } from 'zod';
import { IsoDate } from '../common';
import { text } from '../text';
import { isValidBicValue, normalizeBic, normalizeIban, ibanRule } from './iban';

export const COMPANY_LIMITS = {
  nameMax: 200,
  streetMax: 250,
  postalCodeMax: 10,
  cityMax: 80,
  commercialRegisterMax: 40,
  courtMax: 100,
  foundedOnMin: '1800-01-01',
  listEntryMax: 100,
  managingDirectorsMax: 10,
  locationsMax: 30,
  employeeCountMax: 1_000_000,
  urlMax: 300,
  portraitMax: 5000,
  bankOwnerNameMax: 140,
  bankNameMax: 140,
  bankCityMax: 80,
} as const;

/**
 * The social networks a company profile links to, each with the host names its profile addresses live on.
 * An address of another site is refused (rule `social_url`), so a LinkedIn field cannot carry any link.
 */
export const SOCIAL_NETWORKS = {
  linkedin: ['linkedin.com'],
  xing: ['xing.com'],
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
export const SOCIAL_NETWORK_KEYS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];

/** An absolute http(s) address with a host name (no `javascript:`, no IP addresses, no spaces). */
const WEB_ADDRESS =
  /^https?:\/\/((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63})(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** Whether `value` is an absolute http(s) address with a real host name. */
export function isWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value);
}

function hostBelongsTo(value: string, hosts: readonly string[]): boolean {
  const host = WEB_ADDRESS.exec(value)?.[1]?.toLowerCase() ?? '';
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** A web address as typed: `www.example.de` gets `https://` in front; stored as the absolute address. */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** Optional web address (rule `url`): empty → null; `www.…` is completed to `https://www.…`. */
export const webAddress = () =>
  text({ max: COMPANY_LIMITS.urlMax })
    .transform(withScheme)
    .refine((v) => v === '' || isWebAddress(v), { error: 'url' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** A profile address on `network` (rule `social_url` with the network's main host as `domain`). */
export const socialAddress = (network: SocialNetwork) =>
  text({ max: COMPANY_LIMITS.urlMax })
    .transform(withScheme)
    .refine((v) => v === '' || isWebAddress(v), { error: 'url' })
    .refine((v) => v === '' || !isWebAddress(v) || hostBelongsTo(v, SOCIAL_NETWORKS[network]), {
      error: 'social_url',
      params: { domain: SOCIAL_NETWORKS[network][0] },
    })
    .optional();

/** Every network optional; empty values are dropped (unknown networks: rule `unknown_field`). */
export const SocialMediaInput = z
  .strictObject(
    Object.fromEntries(SOCIAL_NETWORK_KEYS.map((key) => [key, socialAddress(key)])) as Record<
      SocialNetwork,
      ReturnType<typeof socialAddress>
    >,
  )
  .transform(
    (value) =>
      Object.fromEntries(
        Object.entries(value).filter(([, v]) => typeof v === 'string' && v !== ''),
      ) as Partial<Record<SocialNetwork, string>>,
  );

const today = () => new Date().toISOString().slice(0, 10);

/** Founding date: a real date, not in the future (rule `date_not_in_future`) and not before 1800. */
export const foundedOnDate = () =>
  IsoDate.refine((d) => d <= today(), { error: 'date_not_in_future' })
    .refine((d) => d >= COMPANY_LIMITS.foundedOnMin, {
      error: 'date_too_early',
      params: { min: '01.01.1800' },
    })
    .nullable()
    .optional();

/** A list of short names (managing directors, locations): each 1–100 characters, empty entries dropped, no duplicates. */
export const nameList = (max: number) =>
  z
    .array(text({ max: COMPANY_LIMITS.listEntryMax }))
    .transform((list) => [...new Set(list.filter((entry) => entry !== ''))])
    .pipe(z.array(z.string()).max(max))
    .optional();

/** An IBAN as typed: normalised, then checked (rules `iban_country`, `iban_length`, `iban_format`, `iban_checksum`). */
export const ibanInput = () =>
  text({ max: 50 })
    .min(1)
    .transform(normalizeIban)
    .superRefine((value, ctx) => {
      const rule = ibanRule(value);
      if (rule) ctx.addIssue({ code: 'custom', message: rule });
    });

/** A BIC as typed: upper case, 8 or 11 characters of the SWIFT format (rule `bic`). */
export const bicInput = () =>
  text({ max: 20 })
    .transform(normalizeBic)
    .refine((v) => v === '' || isValidBicValue(v), { error: 'bic' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
