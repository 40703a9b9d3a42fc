import { Alert, Card, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Mailing, useMailingPreview } from '../queries';

const FRAME_HEIGHT = 480;

/**
 * The saved mailing as its first recipient gets it: subject, the html in a sandboxed frame (no
 * scripts, no same origin) and the plain text, with whose values fill the placeholders.
 */
export function MailingPreview({ mailing, isDirty = false }: { mailing: Mailing; isDirty?: boolean }) {
  const { t } = useTranslation();
  const query = useMailingPreview(mailing.id, mailing.version);
  const data = query.data;
  const who = data?.participant;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="mailing-preview-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="mailing-preview-title">
          {t('mailings.preview.title')}
        </Title>
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
            <Skeleton height={FRAME_HEIGHT} radius="md" aria-label={t('common.loading')} />
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
