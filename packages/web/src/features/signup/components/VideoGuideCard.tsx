import { Box, Button, Group, Stack, Stepper, Text, UnstyledButton } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';

const GUIDE_STEPS = ['create', 'design', 'content', 'registration', 'live'] as const;

/** Poster-style "video guide" card; play opens a dialog with the step-by-step guide. */
export function VideoGuideCard() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const isLast = active === GUIDE_STEPS.length - 1;

  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={t('registration.welcome.playGuide')}
        style={{ display: 'block', width: '100%', borderRadius: 16, overflow: 'hidden' }}
      >
        <Box pos="relative" style={{ aspectRatio: '16 / 9' }}>
          <svg
            viewBox="0 0 320 180"
            width="100%"
            height="100%"
            aria-hidden="true"
            style={{ display: 'block' }}
          >
            <defs>
              <linearGradient id="guide-sky" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#4c5fd5" />
                <stop offset="1" stopColor="#283999" />
              </linearGradient>
            </defs>
            <rect width="320" height="180" fill="url(#guide-sky)" />
            <rect x="0" y="120" width="320" height="60" fill="#1d2b7a" />
            <path d="M40 120V70l40-22 40 22v50z" fill="#8b9bea" />
            <rect x="68" y="88" width="24" height="32" rx="12" fill="#ffd166" />
            <rect x="140" y="60" width="70" height="60" rx="4" fill="#b4bef2" />
            <rect x="148" y="68" width="54" height="30" rx="2" fill="#eef1ff" />
            <rect x="230" y="80" width="56" height="40" rx="4" fill="#687ce3" />
            <circle cx="258" cy="72" r="8" fill="#ffd166" />
            <circle cx="110" cy="140" r="6" fill="#eef1ff" />
            <rect x="104" y="146" width="12" height="18" rx="4" fill="#eef1ff" />
            <circle cx="196" cy="140" r="6" fill="#eef1ff" />
            <rect x="190" y="146" width="12" height="18" rx="4" fill="#eef1ff" />
          </svg>
          <Box
            pos="absolute"
            inset={0}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              background: 'rgba(10,14,40,0.25)',
            }}
          >
            <Box
              w={72}
              h={72}
              style={{
                borderRadius: '50%',
                background: 'rgba(255,255,255,0.95)',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
              }}
            >
              <IconPlayerPlayFilled size={30} color="var(--mantine-color-brand-6)" aria-hidden />
            </Box>
          </Box>
          <Text pos="absolute" bottom={12} left={16} c="white" fw={600} size="sm">
            {t('registration.welcome.guideTitle')} · {t('registration.welcome.guideLength')}
          </Text>
        </Box>
      </UnstyledButton>
      <AppModal
        opened={isOpen}
        onClose={() => setOpen(false)}
        size="lg"
        title={t('registration.welcome.guideTitle')}
      >
        <Stack gap="lg">
          <Stepper active={active} onStepClick={setActive} orientation="vertical" size="sm">
            {GUIDE_STEPS.map((step) => (
              <Stepper.Step
                key={step}
                label={t(`registration.welcome.guide.${step}.title`)}
                description={t(`registration.welcome.guide.${step}.text`)}
              />
            ))}
          </Stepper>
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => setActive((a) => Math.max(0, a - 1))}
              disabled={active === 0}
            >
              {t('common.back')}
            </Button>
            <Button onClick={() => (isLast ? setOpen(false) : setActive((a) => a + 1))}>
              {isLast ? t('common.done') : t('common.next')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
