import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../ui/AppModal';
import { toastSuccess } from '../../ui/toast';

const KEY = 'foyer.cookiePreferences';

type CookiePreferences = { analytics: boolean };

export function readCookiePreferences(): CookiePreferences {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<CookiePreferences>;
    return { analytics: parsed.analytics === true };
  } catch {
    return { analytics: false };
  }
}

/** Cookie preferences: necessary (always on) and analytics, remembered locally. */
export function CookiePreferencesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [analytics, setAnalytics] = useState(() => readCookiePreferences().analytics);

  const handleSave = () => {
    localStorage.setItem(KEY, JSON.stringify({ analytics }));
    toastSuccess(t('cookies.saved'));
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={t('cookies.title')} size="md">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('cookies.intro')}
        </Text>
        <Switch checked disabled label={t('cookies.necessary')} description={t('cookies.necessaryText')} />
        <Switch
          checked={analytics}
          onChange={(e) => setAnalytics(e.currentTarget.checked)}
          label={t('cookies.analytics')}
          description={t('cookies.analyticsText')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={handleSave}>{t('common.save')}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
