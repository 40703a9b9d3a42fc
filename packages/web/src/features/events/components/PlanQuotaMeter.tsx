import type { PaidPlan } from '@foyer/shared';
import { QuotaMeter, type QuotaMeterProps } from '../../../ui/QuotaMeter';
import { nextPlanAbove } from '../../subscription/plans';
import { useUser } from '../../users/queries';

/**
 * The subscription page with the plan that lifts a limit preselected (`plan`, else the plan just
 * above the user's, as UpgradePrompt chooses; none above business), for the main account only:
 * undefined for a sub-account, who cannot change the plan.
 */
export function useUpgradeLink(plan?: PaidPlan): string | undefined {
  const { user, isMainAccount } = useUser();
  if (!isMainAccount) return undefined;
  const target = plan ?? nextPlanAbove(user?.plan);
  return target ? `/subscription?plan=${target}` : '/subscription';
}

/** A QuotaMeter of the user's plan whose hint from 90 % links to the upgrade (main account only). */
export function PlanQuotaMeter({ plan, ...props }: Omit<QuotaMeterProps, 'upgradeTo'> & { plan?: PaidPlan }) {
  return <QuotaMeter {...props} upgradeTo={useUpgradeLink(plan)} />;
}
