import { timeOffReasonLabels } from '@timekeep/shared/domain/time-off-reasons';
import { useState } from 'react';
import { BalanceHistoryDialog, historyYears } from '../../../components/time-off/balance-history';
import { RowButton } from '../../../components/ui/row-actions';
import { usePersonLedger } from '../api/get-person-ledger';
import { AdjustBalanceDialog, type BalanceKey } from './adjust-balance-dialog';

/**
 * A balance row's History (how the person's balance came to be, any year) and Adjust (hours added or removed
 * with a reason); after an adjustment the list and the history are read again.
 */
export function BalanceLedgerActions({ balance }: { balance: BalanceKey }) {
  const [historyYear, setHistoryYear] = useState<number | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const ledger = usePersonLedger(
    historyYear === null ? null : balance.spudUserId,
    balance.type,
    historyYear ?? balance.year,
  );
  const subject = `${timeOffReasonLabels[balance.type]} balance of ${balance.name}`;
  return (
    <>
      <RowButton
        label="History"
        ariaLabel={`History of ${subject}`}
        onClick={() => setHistoryYear(balance.year)}
      />
      <RowButton label="Adjust" ariaLabel={`Adjust ${subject}`} onClick={() => setAdjusting(true)} />
      <BalanceHistoryDialog
        type={historyYear === null ? null : balance.type}
        personName={balance.name}
        year={historyYear ?? balance.year}
        years={historyYears()}
        onYearChange={setHistoryYear}
        ledger={ledger}
        onClose={() => setHistoryYear(null)}
      />
      <AdjustBalanceDialog balance={adjusting ? balance : null} onClose={() => setAdjusting(false)} />
    </>
  );
}
