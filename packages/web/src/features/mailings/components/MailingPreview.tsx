import { Alert, Card, Loader, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import { isApiError } from '../../../api/client';
import { type Mailing, useMailingPreview, useParticipantChoices } from '../queries';

const FRAME_HEIGHT = 480;

/** How long the participant search waits after the last key. */
export const PARTICIPANT_SEARCH_DEBOUNCE_MS = 300;

type Person = { id: string; email: string; firstName: string; lastName: string };

/** "Grace Hopper · grace@example.com", or the address alone when there is no name. */
const labelOf = (p: Person) => {
  const name = `${p.firstName} ${p.lastName}`.trim();
  return name ? `${name} · ${p.email}` : p.email;
};

/**
 * Whose values fill the placeholders: a searchable choice among the participants of the mailing's
 * events (searched on the server, 20 at most), showing the one the preview uses.
 */
function ParticipantChoice({
  eventIds,
  shown,
  onChange,
}: {
  eventIds: readonly string[];
  shown: Person | null;
  onChange: (participantId: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  // Picking an option puts its label in the search box: that is no search.
  const query = shown && search === labelOf(shown) ? '' : search.trim();
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query), PARTICIPANT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const choices = useParticipantChoices(eventIds, debounced);
  const people = new Map<string, Person>(choices.participants.map((p) => [p.id, p]));
  if (shown && !people.has(shown.id)) people.set(shown.id, shown);
  return (
    <Select
      label={t('mailings.preview.participant')}
      placeholder={t('mailings.preview.participantPlaceholder')}
      data={[...people.values()].map((p) => ({ value: p.id, label: labelOf(p) }))}
      value={shown?.id ?? null}
      onChange={(id) => id && onChange(id)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('mailings.preview.noParticipant')}
      rightSection={choices.isFetching ? <Loader size={16} aria-hidden /> : undefined}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The saved mailing as a participant gets it (the first recipient unless another is chosen):
 * subject, the html in a sandboxed frame (no scripts, no same origin) and the plain text, with whose
 * values fill the placeholders.
 */
export function MailingPreview({ mailing, isDirty = false }: { mailing: Mailing; isDirty?: boolean }) {
  const { t } = useTranslation();
  const [participantId, setParticipantId] = useState<string | null>(null);
  const query = useMailingPreview(mailing.id, mailing.version, participantId);
  const data = query.data;
  const who = data?.participant;
  const isNoRecipient = isApiError(query.error) && query.error.errorKey === 'VALIDATION_FAILED';
  const [isRefused, setRefused] = useState(false);
  // A participant who does not get the mailing (another segment, unsubscribed): back to the first
  // recipient, saying why.
  useEffect(() => {
    if (!isNoRecipient) return;
    setRefused(true);
    setParticipantId(null);
  }, [isNoRecipient]);
  const handleChoose = (id: string) => {
    setRefused(false);
    setParticipantId(id);
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="mailing-preview-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="mailing-preview-title">
          {t('mailings.preview.title')}
        </Title>
        {mailing.eventIds.length > 0 && who && (
          <ParticipantChoice eventIds={mailing.eventIds} shown={who} onChange={handleChoose} />
        )}
        {isRefused && (
          <Alert color="yellow" radius="md" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
            <Text size="sm">{t('mailings.preview.notRecipient')}</Text>
          </Alert>
        )}
        {isDirty && (
          <Alert color="yellow" radius="md" icon={<IconInfoCircle size={18} aria-hidden />} p="xs">
            <Text size="sm">{t('mailings.preview.unsaved')}</Text>
          </Alert>
        )}
        {!data ? (
          query.isError ? (
            <Text size="sm" c="dimmed">
              {t('mailings.preview.failed')}
            </Text>
          ) : (
            <BusySkeleton height={FRAME_HEIGHT} radius="md" />
          )
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {who
                ? t('mailings.preview.valuesOf', {
                    name: `${who.firstName} ${who.lastName}`.trim(),
                    email: who.email,
                  })
                : t('mailings.preview.sampleValues')}
            </Text>
            <Text size="sm">
              <Text span fw={600}>
                {t('mailings.preview.subject')}
              </Text>{' '}
              {data.subject || t('mailings.list.noSubject')}
            </Text>
            <Tabs defaultValue="html" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="html">{t('mailings.preview.html')}</Tabs.Tab>
                <Tabs.Tab value="text">{t('mailings.preview.text')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="html" pt="sm">
                <iframe
                  title={t('mailings.preview.frameTitle')}
                  sandbox=""
                  srcDoc={data.html}
                  style={{
                    width: '100%',
                    height: FRAME_HEIGHT,
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-md)',
                    background: '#fff',
                  }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="text" pt="sm">
                <Text
                  component="pre"
                  size="sm"
                  p="sm"
                  style={{
                    whiteSpace: 'pre-wrap',
                    wordBreak: 'break-word',
                    fontFamily: 'var(--mantine-font-family-monospace)',
                    border: '1px solid var(--mantine-color-default-border)',
                    borderRadius: 'var(--mantine-radius-md)',
                    margin: 0,
                  }}
                >
                  {data.text}
                </Text>
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Card>
  );
}
