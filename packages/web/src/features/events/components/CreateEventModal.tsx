import { SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconLayoutGrid, IconWand } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '../../../ui/AppModal';

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
