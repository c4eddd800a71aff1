import { EngagementBudgetSection } from '../../features/engagement-budgets/components/engagement-budget-section';
import { EngagementPage } from '../../features/engagements/components/engagement-page';

/** An engagement's admin page, with the engagement-budgets feature's section of its budget and burn. */
export function EngagementRoute() {
  return (
    <EngagementPage
      renderBudget={(engagement, title) => (
        <EngagementBudgetSection engagementId={engagement.id} engagementName={title} />
      )}
    />
  );
}
