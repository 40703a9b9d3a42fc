import { Button, SimpleGrid, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutGrid, IconPlus, IconWand } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '../../../ui/AppModal';
import { useEventLimit } from '../useEventLimit';

function ChoiceCard({
  icon,
  title,
  text,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
}) {
  const textId = useId();
  return (
    <UnstyledButton
      onClick={onClick}
      aria-label={title}
      aria-describedby={textId}
      p="lg"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 12, height: '100%' }}
    >
      <Stack gap="xs">
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" id={textId}>
          {text}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** The create-event dialog: a template (/events/templates) or the guided setup (/events/kickstarter). */
export function CreateEventModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t('shell.createEventTitle')} size="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ChoiceCard
          icon={<IconLayoutGrid size={24} aria-hidden />}
          title={t('shell.fromTemplate')}
          text={t('shell.fromTemplateText')}
          onClick={() => go('/events/templates')}
        />
        <ChoiceCard
          icon={<IconWand size={24} aria-hidden />}
          title={t('shell.guidedSetup')}
          text={t('shell.guidedSetupText')}
          onClick={() => go('/events/kickstarter/welcome')}
        />
      </SimpleGrid>
    </AppModal>
  );
}

/**
 * The top bar's create-event button: disabled, with the limit as its tooltip, when the plan's
 * events are used up (POST events/validate/event/amount, rechecked on user and event changes).
 */
export function CreateEventButton({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const { isLimitReached } = useEventLimit();
  const limitId = useId();
  const label = t('shell.createEvent');
  const size = isCompact ? 'xs' : 'sm';

  return (
    <>
      {isLimitReached ? (
        // A disabled button gets no pointer events: the wrapper carries hover and focus for the tooltip.
        <Tooltip
          label={t('createEvent.limitReached')}
          multiline
          w={280}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <span
            // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must reach the tooltip of the disabled button
            tabIndex={0}
            aria-describedby={limitId}
            style={{ display: 'inline-block', cursor: 'not-allowed' }}
          >
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled
              size={size}
              style={{ pointerEvents: 'none' }}
            >
              {label}
            </Button>
            <span id={limitId} hidden>
              {t('createEvent.limitReached')}
            </span>
          </span>
        </Tooltip>
      ) : (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen(true)} size={size}>
          {label}
        </Button>
      )}
      <CreateEventModal opened={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
