import type { MailingSegment } from '@foyer/shared';
import { Group, Loader, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recipientsRequestOf } from '../mailingForm';
import { useRecipientCount } from '../queries';

/** How long the count waits after the last change of events or segment. */
export const RECIPIENTS_DEBOUNCE_MS = 400;

/**
 * The live count of the chosen events and segment: "n recipients · m unsubscribed or bounced left
 * out", asked again (debounced) whenever they change.
 */
export function RecipientCount({
  eventIds,
  segment,
}: {
  eventIds: readonly string[];
  segment: MailingSegment;
}) {
  const { t } = useTranslation();
  const request = recipientsRequestOf(eventIds, segment);
  const requestKey = JSON.stringify(request);
  const [debounced, setDebounced] = useState(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is compared by its JSON, not by identity
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(request), RECIPIENTS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [requestKey]);
  const query = useRecipientCount(debounced);

  let text: string;
  if (!request)
    text = t(
      eventIds.length === 0 ? 'mailings.recipients.chooseEvents' : 'mailings.recipients.completeSegment',
    );
  else if (query.data)
    text = `${t('mailings.recipients.count', { count: query.data.recipients })} · ${t('mailings.recipients.suppressed', { count: query.data.suppressed })}`;
  else if (query.isError) text = t('mailings.recipients.failed');
  else text = t('mailings.recipients.counting');
  const isBusy = request !== null && (query.isFetching || requestKey !== JSON.stringify(debounced));

  return (
    <Group gap="xs" wrap="nowrap" align="center">
      {isBusy ? <Loader size={16} aria-hidden /> : <IconUsers size={16} aria-hidden />}
      <Text size="sm" fw={500} aria-live="polite" data-testid="recipient-count">
        {text}
      </Text>
    </Group>
  );
}
