import { quotaOf } from '@foyer/shared';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppModal } from '../../ui/AppModal';
import { UpgradePrompt } from '../events/components/UpgradePrompt';
import { useUser } from '../users/queries';
import { startTour } from './startTour';
import { TOUR_OFFERED_KEY, tourFor } from './tours';

/** Where organisers on a plan with support write to; answered within a working day. */
export const SUPPORT_EMAIL = 'support@foyer.events';

/** Whether the user's plan includes the product tour and support (starter, business). */
export function useHasTourAndSupport(): boolean {
  const { user } = useUser();
  return user ? quotaOf(user.plan).productTourAndSupport : false;
}

/** Starts the tour of the current screen. */
export function useStartTour() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return () => startTour(tourFor(pathname), t);
}

/** What the help menu opens beside the knowledge base: support contact, or the upgrade prompt on free. */
export function SupportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const hasSupport = useHasTourAndSupport();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('support.title')} size="sm">
      {hasSupport ? (
        <Stack gap="sm">
          <Text size="sm">{t('support.text')}</Text>
          <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600}>
            {SUPPORT_EMAIL}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('support.hours')}
          </Text>
        </Stack>
      ) : (
        <UpgradePrompt plan="starter" titleKey="support.lockedTitle" messageKey="support.locked" />
      )}
    </AppModal>
  );
}

/** On free: the tour is a paid feature — the upgrade prompt instead of the tour. */
export function TourLockedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t('shell.productTour')} size="sm">
      <UpgradePrompt plan="starter" titleKey="tour.lockedTitle" messageKey="tour.locked" />
    </AppModal>
  );
}

/**
 * Offers the tour once after the first login of an organiser whose plan includes it (remembered in
 * this browser), above the events list: "Take the tour" or "Not now"; the help menu offers it any
 * time. Inline rather than a dialog, so it never stands between the organiser and their work.
 */
export function TourOffer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const hasTour = useHasTourAndSupport();
  const begin = useStartTour();
  const [isOffered, setOffered] = useState(() => Boolean(localStorage.getItem(TOUR_OFFERED_KEY)));
  if (!hasTour || isOffered || pathname !== '/events/list') return null;
  const dismiss = () => {
    localStorage.setItem(TOUR_OFFERED_KEY, new Date().toISOString());
    setOffered(true);
  };
  return (
    <Alert
      color="brand"
      radius="lg"
      mb="lg"
      icon={<IconRoute size={20} aria-hidden />}
      title={t('tour.offer.title')}
      withCloseButton
      closeButtonLabel={t('tour.offer.later')}
      onClose={dismiss}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t('tour.offer.text')}</Text>
        <Button
          size="xs"
          onClick={() => {
            dismiss();
            void begin();
          }}
        >
          {t('tour.offer.start')}
        </Button>
      </Group>
    </Alert>
  );
}
