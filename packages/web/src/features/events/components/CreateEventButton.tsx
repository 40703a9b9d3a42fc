import { Button, SimpleGrid, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutGrid, IconPlus, IconWand } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
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
  return (
    <UnstyledButton
      onClick={onClick}
      p="lg"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 12, height: '100%' }}
    >
      <Stack gap="xs">
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** The top bar's create-event button and its dialog (template or guided setup). */
export function CreateEventButton({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const { isLimitReached } = useEventLimit();

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };

  const button = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setOpen(true)}
      disabled={isLimitReached}
      size={isCompact ? 'xs' : 'sm'}
    >
      {t('shell.createEvent')}
    </Button>
  );

  return (
    <>
      {isLimitReached ? (
        <Tooltip label={t('events.limitReached')}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <AppModal opened={isOpen} onClose={() => setOpen(false)} title={t('shell.createEventTitle')} size="md">
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
            onClick={() => go('/events/kickstarter')}
          />
        </SimpleGrid>
      </AppModal>
    </>
  );
}
