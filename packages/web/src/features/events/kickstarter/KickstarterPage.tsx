import { Alert, Button, Card, Group, LoadingOverlay, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useBlocker, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { confirmAction } from '../../../ui/confirm';
import { toastSuccess } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { UpgradePrompt } from '../components/UpgradePrompt';
import { eventEditorPath } from '../editorPath';
import { checkEventName, useCreateFromKickstarter } from '../queries';
import { StepBody } from './KickstarterSteps';
import {
  type KickstarterDraft,
  draftStore,
  firstIncompleteStepBefore,
  hasChoices,
  isKickstarterStep,
  nextStep,
  previousStep,
  stepProblem,
  stepsFor,
  toKickstarterRequest,
} from './steps';

const BASE = '/events/kickstarter';

/** Asks before leaving the guided setup with choices made (router navigation and closing the tab). */
function useLeaveGuard(isGuarded: () => boolean, onLeave: () => void) {
  const { t } = useTranslation();
  // Asked at navigation time: creating the event leaves in the same tick as it stops guarding.
  const guardRef = useRef(isGuarded);
  guardRef.current = isGuarded;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guardRef.current() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !nextLocation.pathname.startsWith(`${BASE}/`),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmAction({
      title: t('kickstarter.leave.title'),
      message: t('kickstarter.leave.text'),
      confirmLabel: t('kickstarter.leave.confirm'),
      cancelLabel: t('kickstarter.leave.stay'),
      isDanger: true,
      onConfirm: () => {
        onLeave();
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, onLeave, t]);
  useEffect(() => {
    const handleBeforeUnload = (e: BeforeUnloadEvent) => {
      if (guardRef.current()) e.preventDefault();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, []);
}

/** /events/kickstarter/{step}: the guided setup; choices live in sessionStorage until the event is created. */
export default function KickstarterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const stepName = pathname.split('/').filter(Boolean).pop();
  const [draft, setDraft] = useState<KickstarterDraft>(() => draftStore.load());
  const [problem, setProblem] = useState<string | null>(null);
  const [isLimitReached, setLimitReached] = useState(false);
  const [isCheckingName, setCheckingName] = useState(false);
  const isDone = useRef(false);
  const create = useCreateFromKickstarter();
  usePageTitle(t('kickstarter.title'));

  const handleLeave = useCallback(() => draftStore.clear(), []);
  useLeaveGuard(() => hasChoices(draft) && !isDone.current, handleLeave);

  const handleChange = (patch: Partial<KickstarterDraft>) => {
    setProblem(null);
    setDraft((current) => {
      const next = { ...current, ...patch };
      draftStore.save(next);
      return next;
    });
  };

  if (!isKickstarterStep(stepName)) return <Navigate to={`${BASE}/welcome`} replace />;
  const step = stepName;
  const steps = stepsFor(draft);
  // A step this draft skips, or one reached before its earlier answers: go where the person belongs.
  const missing = firstIncompleteStepBefore(step, draft);
  if (missing) return <Navigate to={`${BASE}/${missing}`} replace />;
  if (!steps.includes(step)) {
    const next = nextStep(step, draft);
    return <Navigate to={`${BASE}/${next ?? 'finalize'}`} replace />;
  }
  const index = steps.indexOf(step);
  const back = previousStep(step, draft);

  const handleNext = async () => {
    const found = stepProblem(step, draft);
    if (found) {
      setProblem(found);
      return;
    }
    if (step === 'eventMeta') {
      setCheckingName(true);
      const isFree = await checkEventName(draft.name.trim()).catch(() => true);
      setCheckingName(false);
      if (!isFree) {
        setProblem('validation.alreadyUsed');
        return;
      }
    }
    const next = nextStep(step, draft);
    if (next) navigate(`${BASE}/${next}`);
  };

  const handleCreate = async () => {
    if (isDone.current) return;
    setLimitReached(false);
    try {
      const eventId = await create.mutateAsync(toKickstarterRequest(draft));
      isDone.current = true;
      draftStore.clear();
      toastSuccess(t('kickstarter.created', { name: draft.name.trim() }));
      // The organiser goes on where the venue is made their own: the new event's editor.
      navigate(eventEditorPath(eventId));
    } catch (e) {
      if (!isApiError(e)) return;
      if (e.errorKey === 'EVENT_LIMIT_REACHED') setLimitReached(true);
      else if (e.fields.name) setProblem(e.fields.name);
    }
  };

  const isExplanation = step.startsWith('pre') || (step.startsWith('aft') && step !== 'aftRoom');
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={600} c="dimmed">
            {t('kickstarter.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('kickstarter.progress', { current: index + 1, total: steps.length })}
          </Text>
        </Group>
        <Progress
          value={((index + 1) / steps.length) * 100}
          aria-label={t('kickstarter.progress', { current: index + 1, total: steps.length })}
          radius="xl"
        />
      </Stack>
      <Card withBorder radius="lg" padding="xl" pos="relative">
        <LoadingOverlay
          visible={create.isPending}
          loaderProps={{ 'aria-label': t('kickstarter.finalize.loading') } as never}
        />
        <Stack gap="lg">
          <div>
            {isExplanation && (
              <IconSparkles size={28} aria-hidden style={{ color: 'var(--mantine-primary-color-filled)' }} />
            )}
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t(`kickstarter.steps.${step}.title`)}
            </Title>
            <Text c="dimmed" mt={6} maw={640}>
              {t(`kickstarter.steps.${step}.text`)}
            </Text>
          </div>
          {create.isPending && (
            <Text role="status" fw={500}>
              {t('kickstarter.finalize.loading')}
            </Text>
          )}
          {isLimitReached && <UpgradePrompt messageKey="createEvent.limitReached" />}
          {step === 'finalize' && problem && (
            <Alert color="red" radius="md">
              {t(problem)}
            </Alert>
          )}
          <StepBody step={step} draft={draft} onChange={handleChange} problem={problem} />
          <Group justify="space-between" mt="md">
            {back ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => navigate(`${BASE}/${back}`)}
              >
                {t('kickstarter.back')}
              </Button>
            ) : (
              <span />
            )}
            {step === 'finalize' ? (
              <Button onClick={handleCreate} loading={create.isPending} disabled={isLimitReached}>
                {t('kickstarter.create')}
              </Button>
            ) : (
              <Button
                rightSection={<IconArrowRight size={16} />}
                onClick={handleNext}
                loading={isCheckingName}
              >
                {t('kickstarter.next')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
