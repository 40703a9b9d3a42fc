import { StaleAlert } from '../../../ui/StaleAlert';
import type { SettingsProblem } from '../useEventSettingsForm';
import { UpgradePrompt } from './UpgradePrompt';

/** The refusal of a settings save, above the fields. */
export function SettingsProblemAlert({
  problem,
  onReload,
}: {
  problem: SettingsProblem;
  onReload(): Promise<unknown>;
}) {
  if (problem === 'stale') return <StaleAlert onReload={onReload} />;
  if (problem === 'openLimit') return <UpgradePrompt messageKey="eventSettings.openLimit" />;
  if (problem === 'premium') return <UpgradePrompt messageKey="eventSettings.logoLocked" />;
  return null;
}
