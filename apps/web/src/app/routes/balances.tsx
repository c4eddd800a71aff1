import { BalanceLedgerActions } from '../../features/accruals/components/balance-ledger-actions';
import { PersonPolicies } from '../../features/accruals/components/person-policies';
import { BalancesPage } from '../../features/calendar/components/balances-page';

/** The balances, with the accruals feature's history and adjustments per row and a person's accrual policies. */
export function BalancesRoute() {
  return (
    <BalancesPage
      renderRowActions={(balance) => (
        <BalanceLedgerActions
          balance={{
            spudUserId: balance.spudUserId,
            name: balance.name,
            type: balance.type,
            year: balance.year,
            accumulatedHours: balance.accumulatedHours,
          }}
        />
      )}
      renderPersonPolicies={(personId, year) => <PersonPolicies personId={personId} year={year} />}
    />
  );
}
