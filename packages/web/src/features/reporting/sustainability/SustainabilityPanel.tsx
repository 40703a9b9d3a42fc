import '@mantine/charts/styles.css';
import { quotaOf } from '@foyer/shared';
import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { currentLanguage } from '../../../lib/i18n';
import { DownloadButton } from '../../../ui/DownloadButton';
import { UpgradePrompt } from '../../events/components/UpgradePrompt';
import { useUser } from '../../users/queries';
import { SustainabilityAssumptionsForm } from './SustainabilityAssumptionsForm';
import { SustainabilityCalculation } from './SustainabilityCalculation';
import { SustainabilityResult } from './SustainabilityResult';
import { useSustainabilityFormat } from './format';
import { fetchSustainabilityPdf, useSustainability } from './queries';

/**
 * The event's sustainability report (issue 19, business plan and above): the CO₂e avoided compared
 * with an in-person event of the same attendance with a bar comparison, the calculation term by term
 * with its formulas, factors and sources, the assumptions to edit and save, and the PDF. Below the
 * business plan (or when the server says so) an upgrade prompt instead.
 */
export function SustainabilityPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const hasPlan = user ? quotaOf(user.plan).sustainabilityReport : false;
  const query = useSustainability(eventId, hasPlan);
  const format = useSustainabilityFormat();
  const isRefused = isApiError(query.error) && query.error.errorKey === 'PREMIUM_REQUIRED';

  const header = (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
      <div style={{ flex: '1 1 320px' }}>
        <Title order={2} fz="xl">
          {t('sustainability.title')}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {t('sustainability.intro')}
        </Text>
      </div>
      {hasPlan && query.data && (
        <DownloadButton
          label={t('sustainability.download')}
          failedMessage={t('sustainability.downloadFailed')}
          fetchFile={() => fetchSustainabilityPdf(eventId, currentLanguage())}
        />
      )}
    </Group>
  );

  if (!user) return <Skeleton height={240} radius="lg" />;
  if (!hasPlan || isRefused)
    return (
      <Stack gap="md">
        {header}
        <UpgradePrompt
          titleKey="sustainability.upgradeTitle"
          messageKey="sustainability.upgradeText"
          plan="business"
        />
      </Stack>
    );
  return (
    <Stack gap="lg">
      {header}
      {query.isPending ? (
        <Stack gap="md" aria-busy>
          <Skeleton height={240} radius="lg" />
          <Skeleton height={360} radius="lg" />
        </Stack>
      ) : query.isError || !query.data ? (
        <Alert color="red" radius="lg">
          {t('sustainability.loadError')}
        </Alert>
      ) : (
        <>
          {!query.data.isSaved && (
            <Text size="sm" c="dimmed">
              {t('sustainability.defaultsNote')}
            </Text>
          )}
          <SustainabilityResult report={query.data} format={format} />
          <SustainabilityCalculation report={query.data} format={format} />
          <SustainabilityAssumptionsForm
            key={eventId}
            eventId={eventId}
            report={query.data}
            format={format}
          />
        </>
      )}
    </Stack>
  );
}
