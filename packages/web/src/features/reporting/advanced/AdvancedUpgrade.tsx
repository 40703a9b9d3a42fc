import { UpgradePrompt } from '../../events/components/UpgradePrompt';

/** Advanced reporting needs the business plan: the app's upgrade prompt, offering that plan. */
export function AdvancedUpgrade() {
  return (
    <UpgradePrompt
      titleKey="reportingAdvanced.upgrade.title"
      messageKey="reportingAdvanced.upgrade.text"
      plan="business"
    />
  );
}
