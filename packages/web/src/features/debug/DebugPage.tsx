import { ACCOUNT_TYPE, type BuildFlags } from '@foyer/shared';
import { Badge, SimpleGrid, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useBuildFlags } from '../../lib/buildFlags';
import { LANGUAGE_NAMES, currentLanguage } from '../../lib/i18n';
import { PageHeader } from '../../ui/PageHeader';
import { usePageTitle } from '../../ui/usePageTitle';
import { EVENTS_LIST_KEY, type EventCard } from '../events/queries';
import { useUser } from '../users/queries';
import { DebugSection } from './components/DebugSection';
import { type DescriptionItem, DescriptionList } from './components/DescriptionList';
import { FailedCallsTable } from './components/FailedCallsTable';
import { useFailedCalls } from './useFailedCalls';

/**
 * /debug (main account only, behind BUILD_FLAGS.debugMenu): what this browser knows, for support and
 * developers — the client state, the build flags, the last failed API calls and the realtime
 * connection (none in the organiser app).
 */
export default function DebugPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('screens.debug'));
  const { user } = useUser();
  const flags = useBuildFlags();
  const scheme = useComputedColorScheme('light');
  const calls = useFailedCalls();
  const cachedEvents = useQueryClient().getQueryData<EventCard[]>(EVENTS_LIST_KEY);
  const language = currentLanguage();
  const notLoaded = t('debug.client.notLoaded');

  const client: DescriptionItem[] = [
    { label: t('debug.client.email'), value: user?.email ?? notLoaded },
    { label: t('debug.client.status'), value: user?.status ?? notLoaded },
    { label: t('debug.client.plan'), value: user ? t(`subscription.planNames.${user.plan}`) : notLoaded },
    {
      label: t('debug.client.accountType'),
      value: user
        ? `${t(user.profile.accountType === ACCOUNT_TYPE.sub ? 'debug.client.subAccount' : 'debug.client.mainAccount')} (${user.profile.accountType})`
        : notLoaded,
    },
    { label: t('debug.client.language'), value: `${LANGUAGE_NAMES[language]} (${i18n.language})` },
    {
      label: t('debug.client.theme'),
      value: t(scheme === 'dark' ? 'debug.client.dark' : 'debug.client.light'),
    },
    { label: t('debug.client.events'), value: user ? String(user.events) : notLoaded },
    {
      label: t('debug.client.cachedEvents'),
      value: cachedEvents ? String(cachedEvents.length) : notLoaded,
    },
  ];
  const flagItems: DescriptionItem[] = (Object.keys(flags) as (keyof BuildFlags)[]).map((name) => ({
    label: t(`debug.flags.${name}`),
    value: (
      <Badge variant="light" color={flags[name] ? 'teal' : 'gray'}>
        {t(flags[name] ? 'debug.flags.on' : 'debug.flags.off')}
      </Badge>
    ),
  }));

  return (
    <Stack gap="lg">
      <PageHeader title={t('screens.debug')} subtitle={t('debug.subtitle')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DebugSection title={t('debug.client.title')} description={t('debug.client.description')}>
          <DescriptionList items={client} />
        </DebugSection>
        <DebugSection title={t('debug.flags.title')} description={t('debug.flags.description')}>
          <DescriptionList items={flagItems} />
        </DebugSection>
      </SimpleGrid>
      <DebugSection title={t('debug.failedCalls.title')} description={t('debug.failedCalls.description')}>
        <FailedCallsTable calls={calls} />
      </DebugSection>
      <DebugSection title={t('debug.realtime.title')} description={t('debug.realtime.description')}>
        <Text size="sm">{t('debug.realtime.none')}</Text>
      </DebugSection>
    </Stack>
  );
}
