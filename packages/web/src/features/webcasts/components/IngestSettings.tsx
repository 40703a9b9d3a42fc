import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff, IconKey, IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm';
import { toastSuccess } from '../../../ui/toast';
import { type WebcastDetail, useRotateStreamKey } from '../queries';

/** What a masked key shows: as many dots as it has characters, at most 24. */
const maskOf = (key: string) => '•'.repeat(Math.min(24, key.length));

/** A copy button with a "Copied" tooltip. */
function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('webcasts.ingest.copied') : label} withArrow position="top">
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size="lg"
            onClick={copy}
            aria-label={label}
          >
            {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

const MONO = {
  input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)' },
};

/** No RTMP ingest on this server: what the administrator sets or installs. */
function NoIngest() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      radius="md"
      icon={<IconPlugConnectedX size={20} aria-hidden />}
      title={t('webcasts.ingest.missingTitle')}
    >
      <Stack gap={6}>
        <Text size="sm">
          <Trans
            i18nKey="webcasts.ingest.missingText"
            values={{
              rtmp: 'RTMP_URL',
              hls: 'HLS_ORIGIN_URL',
              secret: 'RTMP_CALLBACK_SECRET',
              packages: 'nginx + libnginx-mod-rtmp',
            }}
            components={{ code: <Code /> }}
          />
        </Text>
        <Text size="sm" c="dimmed">
          {t('webcasts.ingest.missingMeanwhile')}
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * Where an encoder sends the webcast: the RTMP server address and the secret stream key (masked
 * until shown), each with a copy button, and "Replace key" (after a confirmation: the old key stops
 * working). Without ingest on this server, says what the administrator has to set up. `isReadOnly`
 * (the webcast console): the values and their copy buttons only, no "Replace key".
 */
export function IngestSettings({
  webcast,
  isReadOnly = false,
}: {
  webcast: Pick<WebcastDetail, 'id' | 'status' | 'ingest'>;
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const rotate = useRotateStreamKey(webcast.id);
  const [isKeyShown, setKeyShown] = useState(false);
  const ingest = webcast.ingest;
  if (!ingest) return <NoIngest />;

  const handleReplace = () =>
    confirmAction({
      title: t('webcasts.ingest.replaceTitle'),
      message: (
        <Stack gap="xs">
          <Text size="sm">{t('webcasts.ingest.replaceText')}</Text>
          {webcast.status === 'live' && (
            <Text size="sm" fw={600} c="red">
              {t('webcasts.ingest.replaceLive')}
            </Text>
          )}
        </Stack>
      ),
      confirmLabel: t('webcasts.ingest.replace'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => {
        rotate
          .mutateAsync()
          .then(() => {
            setKeyShown(true);
            toastSuccess(t('webcasts.ingest.replaced'));
          })
          .catch(() => {
            // the API client has toasted
          });
      },
    });

  const keyLabel = isKeyShown ? t('webcasts.ingest.hideKey') : t('webcasts.ingest.showKey');
  return (
    <Stack gap="md">
      <TextInput
        label={t('webcasts.ingest.server')}
        description={t('webcasts.ingest.serverHint')}
        value={ingest.serverUrl}
        readOnly
        spellCheck={false}
        styles={MONO}
        rightSectionWidth={44}
        rightSection={<CopyValue value={ingest.serverUrl} label={t('webcasts.ingest.copyServer')} />}
        onFocus={(e) => e.currentTarget.select()}
      />
      <TextInput
        label={t('webcasts.ingest.key')}
        description={t('webcasts.ingest.keyHint')}
        value={isKeyShown ? ingest.streamKey : maskOf(ingest.streamKey)}
        readOnly
        spellCheck={false}
        autoComplete="off"
        styles={MONO}
        data-masked={isKeyShown ? undefined : 'true'}
        rightSectionWidth={84}
        rightSection={
          <Group gap={2} wrap="nowrap">
            <Tooltip label={keyLabel} withArrow position="top">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => setKeyShown(!isKeyShown)}
                aria-label={keyLabel}
              >
                {isKeyShown ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
            <CopyValue value={ingest.streamKey} label={t('webcasts.ingest.copyKey')} />
          </Group>
        }
      />
      {!isReadOnly && (
        <Group justify="space-between" gap="sm" align="center">
          <Text size="xs" c="dimmed" style={{ flex: '1 1 240px' }}>
            {t('webcasts.ingest.secret')}
          </Text>
          <Button
            variant="default"
            leftSection={<IconKey size={16} aria-hidden />}
            onClick={handleReplace}
            loading={rotate.isPending}
          >
            {t('webcasts.ingest.replace')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
