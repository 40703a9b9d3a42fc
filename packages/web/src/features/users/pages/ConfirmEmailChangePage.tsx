import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { getToken } from '../../../api/session';
import { HOME_PATH } from '../../../lib/paths';
import { AuthCard } from '../../../ui/AuthCard';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useConfirmEmailChange } from '../queries';

type Outcome = { kind: 'checking' } | { kind: 'done'; email: string } | { kind: 'failed'; taken: boolean };

/**
 * /confirm-email?token=: the link of an email-change mail. Confirms on load and says so; from there
 * the events list (logged in) or the login page. A used, replaced, expired or altered link, or an
 * address taken meanwhile, is a dead end that says why.
 */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useConfirmEmailChange();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });
  const started = useRef(false);
  usePageTitle(
    outcome.kind === 'done'
      ? t('confirmEmailChange.doneTitle')
      : outcome.kind === 'failed'
        ? t('confirmEmailChange.failedTitle')
        : t('auth.checkingLink'),
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setOutcome({ kind: 'failed', taken: false });
      return;
    }
    confirm
      .mutateAsync(token)
      .then(({ email }) => setOutcome({ kind: 'done', email }))
      .catch((e) => setOutcome({ kind: 'failed', taken: isApiError(e) && Boolean(e.fields.email) }));
  }, [token, confirm]);

  if (outcome.kind === 'checking')
    return (
      <AuthCard title={t('auth.checkingLink')}>
        <Stack align="center" py="md">
          <Loader role="status" aria-label={t('common.loading')} />
          <Text c="dimmed">{t('auth.checkingLinkText')}</Text>
        </Stack>
      </AuthCard>
    );

  if (outcome.kind === 'failed')
    return (
      <AuthCard
        title={t('confirmEmailChange.failedTitle')}
        icon={
          <ThemeIcon size={48} radius="xl" variant="light" color="red" mb="xs">
            <IconLinkOff size={24} aria-hidden />
          </ThemeIcon>
        }
      >
        <Stack gap="md">
          <Text>{outcome.taken ? t('confirmEmailChange.taken') : t('confirmEmailChange.failedText')}</Text>
          <Button component={Link} to="/user-profile" variant="default" fullWidth>
            {t('confirmEmailChange.toProfile')}
          </Button>
        </Stack>
      </AuthCard>
    );

  const loggedIn = Boolean(getToken());
  return (
    <AuthCard
      title={t('confirmEmailChange.doneTitle')}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" color="green" mb="xs">
          <IconCircleCheck size={24} aria-hidden />
        </ThemeIcon>
      }
    >
      <Stack gap="md">
        <Text>{t('confirmEmailChange.doneText', { email: outcome.email })}</Text>
        <Button component={Link} to={loggedIn ? HOME_PATH : '/login'} fullWidth>
          {loggedIn ? t('confirmEmailChange.toEvents') : t('auth.login.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
