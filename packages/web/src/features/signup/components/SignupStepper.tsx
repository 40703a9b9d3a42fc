import { BUILD_FLAGS } from '@foyer/shared';
import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../ui/useIsPhone';

export type SignupStep = 'account' | 'profile' | 'email' | 'phone';

/** The wizard's steps: Account, Profile, Email confirmation (+ Phone when the flag is on). */
export const SIGNUP_STEPS: readonly SignupStep[] = BUILD_FLAGS.phoneConfirmation
  ? ['account', 'profile', 'email', 'phone']
  : ['account', 'profile', 'email'];

export function SignupStepper({ active, isDone = false }: { active: SignupStep; isDone?: boolean }) {
  const { t } = useTranslation();
  const isMobile = useIsPhone();
  const index = isDone ? SIGNUP_STEPS.length : SIGNUP_STEPS.indexOf(active);
  return (
    <nav aria-label={t('registration.steps.label')}>
      <Stepper
        active={index}
        size="sm"
        allowNextStepsSelect={false}
        orientation={isMobile ? 'vertical' : 'horizontal'}
        iconSize={32}
      >
        {SIGNUP_STEPS.map((step, i) => (
          <Stepper.Step
            key={step}
            label={t(`registration.steps.${step}`)}
            description={t('registration.steps.position', {
              current: i + 1,
              total: SIGNUP_STEPS.length,
            })}
            aria-current={i === index ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
