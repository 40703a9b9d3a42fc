import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus, IconSparkles, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { useUser } from '../../users/queries';
import { ElementRow } from '../components/ElementRow';
import { SectionHeader } from '../components/SectionHeader';
import { SortableRows } from '../components/SortableRows';
import { useFeatureRequests, useReorderElements, useRequestFeature } from '../queries';
import { useEditorShell } from '../shellContext';
import { useReorder } from './useReorder';

/**
 * Spec §4: on a plan without breakout rooms the person can ask for the feature (then it shows as
 * requested) or upgrade (the subscription page is the main account's).
 */
function BreakoutsLocked() {
  const { t } = useTranslation();
  const { isMainAccount } = useUser();
  const requests = useFeatureRequests();
  const request = useRequestFeature();
  const isRequested = requests.data?.includes('breakoutRooms') ?? false;
  return (
    <Alert
      color="yellow"
      radius="lg"
      icon={<IconSparkles size={20} aria-hidden />}
      title={t('editor.breakouts.lockedTitle')}
    >
      <Stack gap="sm">
        <Text size="sm">{t('editor.breakouts.lockedText')}</Text>
        <Group gap="sm" wrap="wrap">
          {isRequested ? (
            <Badge color="teal" variant="light" size="lg" leftSection={<IconCheck size={14} aria-hidden />}>
              {t('editor.breakouts.requested')}
            </Badge>
          ) : (
            <Button
              size="xs"
              variant="default"
              loading={request.isPending}
              disabled={requests.isPending}
              onClick={() => request.mutate('breakoutRooms')}
            >
              {t('editor.breakouts.request')}
            </Button>
          )}
          {isMainAccount ? (
            <Button size="xs" color="yellow" component={Link} to="/subscription?plan=business">
              {t('editor.breakouts.upgrade')}
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              {t('editor.breakouts.askOwner')}
            </Text>
          )}
        </Group>
        {isRequested && (
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('editor.breakouts.requestedText')}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** The breakout rooms section: the event's video rooms (name, moderator); on a plan without them, the request flow. */
export function BreakoutsSection() {
  const { t } = useTranslation();
  const { data, ctx, select, variant } = useEditorShell();
  const reorder = useReorder(useReorderElements(data.event.id));
  const { breakouts, moderators } = data.venue;
  const add = () => select({ section: 'breakouts', newKind: 'EVENT_BREAKOUT' });
  const moderatorName = (id: string | null) => {
    const m = moderators.find((x) => x.id === id);
    return m
      ? t('editor.breakouts.moderatedBy', { name: `${m.firstName} ${m.lastName}` })
      : t('editor.breakouts.noModerator');
  };
  return (
    <Stack gap="md">
      <SectionHeader
        title={t('editor.sections.breakouts')}
        description={t('editor.breakouts.intro')}
        actions={
          ctx.canUseBreakouts ? (
            <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
              {t('editor.breakouts.add')}
            </Button>
          ) : undefined
        }
      />
      {!ctx.canUseBreakouts && <BreakoutsLocked />}
      {breakouts.length === 0 ? (
        ctx.canUseBreakouts && (
          <EmptyBlock
            icon={<IconUsersGroup size={28} aria-hidden />}
            title={t('editor.breakouts.emptyTitle')}
            description={t('editor.breakouts.emptyText')}
            actionLabel={t('editor.breakouts.add')}
            onAction={add}
          />
        )
      ) : (
        <SortableRows
          items={breakouts}
          label={t('editor.sections.breakouts')}
          nameOf={(b) => b.name}
          isDraggable={variant === 'full'}
          isDisabled={reorder.isPending}
          onReorder={(ids) => reorder.run(null, ids)}
          renderRow={(b) => (
            <ElementRow
              label={b.name}
              meta={moderatorName(b.moderatorId)}
              onOpen={() => select({ section: 'breakouts', elementId: b.id })}
            />
          )}
        />
      )}
    </Stack>
  );
}
