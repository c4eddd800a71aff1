import { describe, expect, it } from 'vitest';
import { BILLING_TERMS_MESSAGE, billingTermsOptions, billingTypeLabels, rateLabel } from './billing';

describe('billing terms (spec section 9)', () => {
  it('offers Net 30, 45 and 60, each labelled with its days', () => {
    const offered = billingTermsOptions.filter((option) => !option.disabled);
    expect(offered.map((option) => option.value)).toEqual([30, 45, 60]);
    for (const option of offered) expect(option.label).toBe(`Net ${option.value}`);
  });

  it("lists '2%/15, Net 30' without offering it", () => {
    expect(billingTermsOptions.filter((option) => option.disabled)).toEqual([
      { value: null, label: '2%/15, Net 30', disabled: true },
    ]);
  });

  it("tells the server's caller which terms are offered and that the disabled one is not", () => {
    for (const days of [30, 45, 60]) expect(BILLING_TERMS_MESSAGE).toContain(String(days));
    expect(BILLING_TERMS_MESSAGE).toContain("'2%/15, Net 30' is not offered");
  });
});

describe('billing type and rate labels', () => {
  it('shows a variable engagement as T&M with its hourly rate to the cent', () => {
    expect(billingTypeLabels.variable).toBe('T&M');
    expect(rateLabel('variable', 150)).toBe('150.00');
    expect(rateLabel('variable', 87.5)).toBe('87.50');
  });

  it("shows a fixed-price engagement as Fixed with no rate ('N/A')", () => {
    expect(billingTypeLabels.fixed).toBe('Fixed');
    expect(rateLabel('fixed', 150)).toBe('N/A');
  });
});
