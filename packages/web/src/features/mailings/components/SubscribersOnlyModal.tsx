import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import { UpgradePrompt } from '../../events/components/UpgradePrompt';
import { useUser } from '../../users/queries';

/**
 * Spec §6: only subscribed users may send (and test) mailings. Says so, with the upgrade to the
 * Starter plan for a main account (a sub-account is asked to turn to the account's owner).
 */
export function SubscribersOnlyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { isMainAccount } = useUser();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('mailings.premium.modalTitle')} size="md" centered>
      <Stack gap="md">
        <UpgradePrompt
          titleKey="mailings.premium.title"
          messageKey={isMainAccount ? 'mailings.premium.text' : 'mailings.premium.textSubAccount'}
          plan="starter"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
