import { SectionHeader } from '../../components/SectionHeader';
import { useCurrentAccount } from '../../lib/session/current-account';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { CreditHistory } from './CreditHistory';
import { CurrentPlanSummary } from './CurrentPlanSummary';
import { Invoices } from './Invoices';
import { MEMBERSHIP_TEXTS } from './membership-texts';
import { MembershipSkeleton } from './MembershipSkeleton';
import { PlanCards } from './PlanCards';

/** /settings/membership (also where /settings/credits leads): the current plan and balance, the plan cards, the last invoices, then the account's credit history. */
export default function MembershipPage() {
  // Read fresh: a purchase or an admin may have changed the membership since sign-in.
  const account = useCurrentAccount();
  return (
    <>
      <SectionHeader title={SECTION_TITLES.membership} description={MEMBERSHIP_TEXTS.description} />
      {account ? (
        <div className="flex flex-col gap-10">
          <CurrentPlanSummary account={account} />
          <PlanCards accountId={account.id} />
          <Invoices accountId={account.id} />
          <CreditHistory accountId={account.id} />
        </div>
      ) : (
        <MembershipSkeleton />
      )}
    </>
  );
}
