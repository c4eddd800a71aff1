/** How an engagement bills: 'variable' shows as T&M (hourly rate), 'fixed' as Fixed. */
export const BILLING_TYPES = ['variable', 'fixed'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/**
 * Billing terms an engagement may be given (spec section 9): Net 30, 45 and 60; '2%/15, Net 30' is listed
 * but disabled, so the server refuses anything but the three.
 */
export const billingTermsOptions = [
  { value: 30, label: 'Net 30', disabled: false },
  { value: 45, label: 'Net 45', disabled: false },
  { value: 60, label: 'Net 60', disabled: false },
  { value: null, label: '2%/15, Net 30', disabled: true },
] as const;

export const BILLING_TERMS_MESSAGE =
  "must be 30, 45 or 60 (Net 30, 45 or 60); '2%/15, Net 30' is not offered";

/** 'variable' shows as T&M, 'fixed' as Fixed. */
export const billingTypeLabels: Record<BillingType, 'T&M' | 'Fixed'> = { variable: 'T&M', fixed: 'Fixed' };

/** A role's rate as shown: the hourly rate for T&M, 'N/A' for a fixed-price engagement. */
export function rateLabel(billingType: BillingType, rate: number): string {
  return billingType === 'fixed' ? 'N/A' : rate.toFixed(2);
}
