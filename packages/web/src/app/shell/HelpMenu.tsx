import { Accordion, ActionIcon, List, Menu, Text, Tooltip } from '@mantine/core';
import {
  IconBook,
  IconBug,
  IconHelpCircle,
  IconLifebuoy,
  IconRoute,
  IconSparkles,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bugReportPanel } from '../../features/monitoring/bugReportStore';
import {
  SupportDialog,
  TourLockedDialog,
  useHasTourAndSupport,
  useStartTour,
} from '../../features/tour/HelpExtras';
import { AppModal } from '../../ui/AppModal';

const FAQ = ['event', 'invite', 'live'] as const;
const NEWS = ['wizard', 'languages', 'darkTheme'] as const;

/**
 * Help menu: knowledge base, what's new, the product tour of this screen and the support contact
 * (starter and business; on free they show the upgrade prompt), feedback form (bug-report panel).
 */
export function HelpMenu() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'kb' | 'news' | 'support' | 'tourLocked' | null>(null);
  const hasTour = useHasTourAndSupport();
  const startTour = useStartTour();
  return (
    <>
      <Menu position="bottom-end" width={240}>
        <Menu.Target>
          <Tooltip label={t('shell.help')} styles={{ tooltip: { minWidth: 0 } }} withArrow={false}>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.help')} data-tour="help">
              <IconHelpCircle size={22} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconBook size={16} aria-hidden />} onClick={() => setDialog('kb')}>
            {t('shell.knowledgeBase')}
          </Menu.Item>
          <Menu.Item leftSection={<IconSparkles size={16} aria-hidden />} onClick={() => setDialog('news')}>
            {t('shell.whatsNew')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconRoute size={16} aria-hidden />}
            onClick={() => (hasTour ? void startTour() : setDialog('tourLocked'))}
          >
            {t('shell.productTour')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLifebuoy size={16} aria-hidden />}
            onClick={() => setDialog('support')}
          >
            {t('shell.support')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconBug size={16} aria-hidden />}
            onClick={() => bugReportPanel.set('open')}
          >
            {t('shell.feedback')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AppModal
        opened={dialog === 'kb'}
        onClose={() => setDialog(null)}
        title={t('shell.knowledgeBase')}
        size="md"
      >
        <Accordion variant="separated">
          {FAQ.map((item) => (
            <Accordion.Item value={item} key={item}>
              <Accordion.Control>{t(`help.faq.${item}.q`)}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm">{t(`help.faq.${item}.a`)}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </AppModal>
      <AppModal
        opened={dialog === 'news'}
        onClose={() => setDialog(null)}
        title={t('shell.whatsNew')}
        size="md"
      >
        <List spacing="sm">
          {NEWS.map((item) => (
            <List.Item key={item}>
              <Text fw={600} size="sm">
                {t(`help.news.${item}.title`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`help.news.${item}.text`)}
              </Text>
            </List.Item>
          ))}
        </List>
      </AppModal>
      <SupportDialog opened={dialog === 'support'} onClose={() => setDialog(null)} />
      <TourLockedDialog opened={dialog === 'tourLocked'} onClose={() => setDialog(null)} />
    </>
  );
}
