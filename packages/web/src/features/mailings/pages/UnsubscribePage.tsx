import { type UnsubscribeInfoResults, mailingsApi, parseLanguage } from '@foyer/shared';
import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff, IconMailOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BusySkeleton } from '../../../ui/BusySkeleton';
import { useParams } from 'react-router';
import { api, isApiError } from '../../../api/client';
import { applyLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../ui/usePageTitle';

/** Query key of one unsubscribe link's information. */
export const unsubscribeKey = (token: string) => ['unsubscribe', token] as const;

/** GET public/unsubscribe/{token}; an unknown or forged link answers NOT_FOUND, shown on the page. */
function useUnsubscribeInfo(token: string) {
  return useQuery({
    queryKey: unsubscribeKey(token),
    queryFn: () =>
      api.call(mailingsApi.unsubscribeInfo, { params: { token } }, { silentCodes: ['NOT_FOUND'] }),
  });
}

/** Shows the page in the event's language once, without making it the visitor's remembered choice. */
function useEventLanguage(info: UnsubscribeInfoResults | undefined) {
  const applied = useRef(false);
  useEffect(() => {
    if (!info || applied.current) return;
    applied.current = true;
    void applyLanguage(parseLanguage(info.language));
  }, [info]);
}

function Frame({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Center>
      <Card withBorder radius="lg" padding="xl" maw={520} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light">
            {icon}
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}

/**
 * /unsubscribe/{token} (public, from a mailing's link): names the partly hidden address and the
 * event, and unsubscribes it from the organiser's mailings with one button; says so when it already
 * is, and when the link is unknown. Speaks the event page's language.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useMutation({
    mutationFn: () =>
      api.call(mailingsApi.unsubscribe, { params: { token } }, { silentCodes: ['NOT_FOUND'] }),
  });
  useEventLanguage(info.data);
  usePageTitle(t('unsubscribe.pageTitle'));

  const isUnknown =
    (info.isError && isApiError(info.error) && info.error.errorKey === 'NOT_FOUND') ||
    (unsubscribe.isError && isApiError(unsubscribe.error) && unsubscribe.error.errorKey === 'NOT_FOUND');
  if (isUnknown)
    return (
      <Frame icon={<IconLinkOff size={28} aria-hidden />} title={t('unsubscribe.unknownTitle')}>
        <Text c="dimmed">{t('unsubscribe.unknownText')}</Text>
      </Frame>
    );
  if (info.isError)
    return (
      <Frame icon={<IconLinkOff size={28} aria-hidden />} title={t('unsubscribe.failedTitle')}>
        <Text c="dimmed">{t('unsubscribe.failedText')}</Text>
        <Button variant="light" onClick={() => void info.refetch()}>
          {t('unsubscribe.retry')}
        </Button>
      </Frame>
    );
  const data = info.data;
  if (!data)
    return (
      <Center>
        <BusySkeleton height={240} maw={520} radius="lg" />
      </Center>
    );
  const values = { email: data.email, event: data.eventTitle };
  if (data.isUnsubscribed || unsubscribe.isSuccess)
    return (
      <Frame
        icon={<IconCircleCheck size={28} aria-hidden />}
        title={t(unsubscribe.isSuccess ? 'unsubscribe.doneTitle' : 'unsubscribe.alreadyTitle')}
      >
        <Text c="dimmed">{t('unsubscribe.doneText', values)}</Text>
      </Frame>
    );
  return (
    <Frame icon={<IconMailOff size={28} aria-hidden />} title={t('unsubscribe.title')}>
      <Text>{t('unsubscribe.question', values)}</Text>
      <Text size="sm" c="dimmed">
        {t('unsubscribe.explain')}
      </Text>
      {unsubscribe.isError && (
        <Text size="sm" c="red" role="alert">
          {t('unsubscribe.failedText')}
        </Text>
      )}
      <Button size="md" onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending}>
        {t('unsubscribe.confirm')}
      </Button>
    </Frame>
  );
}
