import { isEuCountry } from '../countryCodes.js';
import { normalizeVatId } from '../vat.js';

/**
 * EU VAT of a subscription invoice (spec §9 "EU VAT"), for a seller established in an EU country:
 * - buyer in the seller's country: the seller's domestic rate;
 * - buyer in another EU country with a VAT id (a business): no VAT, reverse charge;
 * - buyer outside the EU: no VAT (the service is not taxed in the EU);
 * - an EU buyer without a VAT id (not possible through the §5 rules, kept for safety): domestic rate.
 */
export const TAX_KINDS = ['domestic', 'reverseCharge', 'outsideEu'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

export type Tax = { kind: TaxKind /** Percent, e.g. 19. */; ratePercent: number };

export function taxFor(
  seller: { country: string; vatRatePercent: number },
  buyer: { country: string; vatId: string },
): Tax {
  if (!isEuCountry(buyer.country)) return { kind: 'outsideEu', ratePercent: 0 };
  if (buyer.country !== seller.country && normalizeVatId(buyer.vatId))
    return { kind: 'reverseCharge', ratePercent: 0 };
  return { kind: 'domestic', ratePercent: seller.vatRatePercent };
}

/** Net, VAT and total in cents; the VAT rounded half up to a cent. */
export function amountsOf(
  netCents: number,
  tax: Tax,
): { netCents: number; vatCents: number; totalCents: number } {
  const vatCents = Math.round((netCents * tax.ratePercent) / 100);
  return { netCents, vatCents, totalCents: netCents + vatCents };
}
