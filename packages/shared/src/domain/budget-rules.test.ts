import { describe, expect, it } from 'vitest';
import { beyondBudgetMessage, budgetAmountText, budgetBurnText } from './budget-rules';

describe('budget rules', () => {
  it('says amounts in the budget unit', () => {
    expect(budgetAmountText('hours', 12.5)).toBe('12.50 hours');
    expect(budgetAmountText('fees', 1250)).toBe('$1,250.00');
  });

  it('says the burn as approved and with pending', () => {
    expect(budgetBurnText(80, 95)).toBe('80% approved, 95% with pending');
    expect(budgetBurnText(33.3, 100.04)).toBe('33.3% approved, 100% with pending');
  });

  it('names the engagement and what is left when a save would pass the budget', () => {
    expect(beyondBudgetMessage('Website', 'hours', 5)).toBe(
      'Website has 5.00 hours left in its budget; this save would pass it.',
    );
    expect(beyondBudgetMessage('Website', 'fees', 0)).toBe(
      'Website is at its budget: nothing is left, so no more hours can be saved to it.',
    );
  });
});
