import type { SharedRoomOffer } from '@foyer/shared';
import { Alert, Box, Button, Group, Skeleton, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconLink, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { AppModal } from '../../../ui/AppModal';
import { toastSuccess } from '../../../ui/toast';
import { RoomPreview } from '../../events/components/RoomPreview';
import { UpgradePrompt } from '../../events/components/UpgradePrompt';
import classes from '../Editor.module.css';
import { kindLabelKey } from '../forms';
import { useAddSharedRoom, useSharedRoomOffers } from '../queries';
import { useEditorShell } from '../shellContext';

type AddSharedRoomModalProps = { opened: boolean; onClose(): void };

/** Offers whose room title or event name contains the search text (case-insensitive). */
function matching(offers: readonly SharedRoomOffer[], search: string): SharedRoomOffer[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...offers];
  return offers.filter((o) => `${o.title} ${o.eventName}`.toLocaleLowerCase().includes(needle));
}

type OfferRowProps = {
  offer: SharedRoomOffer;
  isBusy: boolean;
  isAdding: boolean;
  onChoose(offer: SharedRoomOffer): void;
};

/** One shared room: its picture, title, kind and event; a room this venue shows already is disabled. */
function OfferRow({ offer, isBusy, isAdding, onChoose }: OfferRowProps) {
  const { t } = useTranslation();
  const { ctx } = useEditorShell();
  const isDisabled = offer.isUsedHere || isBusy;
  return (
    <UnstyledButton
      onClick={() => onChoose(offer)}
      disabled={isDisabled}
      aria-busy={isAdding || undefined}
      w="100%"
      p="xs"
      className={classes.row}
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 8,
        opacity: offer.isUsedHere ? 0.6 : 1,
        cursor: isDisabled ? 'not-allowed' : 'pointer',
      }}
    >
      <Group wrap="nowrap" gap="sm">
        <Box w={96} visibleFrom="xs" style={{ flex: '0 0 96px', borderRadius: 6, overflow: 'hidden' }}>
          <RoomPreview
            designId={offer.designId}
            mainColor={ctx.event.mainColor}
            textColor={ctx.event.textColor}
          />
        </Box>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {offer.title || t(kindLabelKey(offer.kind))}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {`${t(kindLabelKey(offer.kind))} · ${t('editor.sharing.fromEvent', { event: offer.eventName })}`}
          </Text>
          {offer.isUsedHere && (
            <Text size="xs" c="dimmed" fs="italic">
              {t('editor.sharing.usedHere')}
            </Text>
          )}
          {isAdding && (
            <Text size="xs" c="dimmed" aria-live="polite">
              {t('editor.sharing.adding')}
            </Text>
          )}
        </div>
      </Group>
    </UnstyledButton>
  );
}

/** The list of offers: skeletons while loading, what to do when there is none, a search box. */
function OfferList({
  offers,
  isError,
  addingId,
  onChoose,
  onRetry,
}: {
  offers: readonly SharedRoomOffer[] | undefined;
  isError: boolean;
  addingId: string | null;
  onChoose(offer: SharedRoomOffer): void;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  if (isError && !offers)
    return (
      <Group gap="sm">
        <Text size="sm">{t('editor.sharing.loadError')}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('editor.loadError.retry')}
        </Button>
      </Group>
    );
  if (!offers)
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </Stack>
    );
  if (offers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('editor.sharing.noOffers')}
      </Text>
    );
  const shown = matching(offers, search);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('editor.sharing.search')}
        placeholder={t('editor.sharing.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        data-autofocus
      />
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('editor.sharing.noMatch')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('editor.sharing.offers')}
        >
          {shown.map((offer) => (
            <li key={offer.roomId}>
              <OfferRow
                offer={offer}
                isBusy={addingId !== null}
                isAdding={addingId === offer.roomId}
                onChoose={onChoose}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * "Shared room from another event…" (issue 15, business): the rooms other events of the account
 * share; choosing one shows it in this venue and opens it. Below business it says which plan lifts
 * the limit instead.
 */
export function AddSharedRoomModal({ opened, onClose }: AddSharedRoomModalProps) {
  const { t } = useTranslation();
  const { eventId, ctx, select } = useEditorShell();
  const offers = useSharedRoomOffers(eventId, opened && ctx.canShareRooms);
  const add = useAddSharedRoom(eventId);
  const [problem, setProblem] = useState<string | null>(null);
  const [isPremiumRefused, setPremiumRefused] = useState(false);

  const close = () => {
    setProblem(null);
    add.reset();
    onClose();
  };

  const handleChoose = async (offer: SharedRoomOffer) => {
    setProblem(null);
    try {
      const saved = await add.mutateAsync(offer.roomId);
      close();
      toastSuccess(t('editor.sharing.added', { name: offer.title, event: offer.eventName }));
      select({ section: 'rooms', elementId: saved.element.id });
    } catch (e) {
      if (!isApiError(e)) throw e;
      if (e.errorKey === 'PREMIUM_REQUIRED') setPremiumRefused(true);
      else if (e.errorKey === 'VALIDATION_FAILED')
        setProblem(e.fields.roomId ?? e.fields.element ?? 'validation.invalid');
    }
  };

  const isLocked = !ctx.canShareRooms || isPremiumRefused;
  return (
    <AppModal opened={opened} onClose={close} size="md" title={t('editor.sharing.addTitle')}>
      {isLocked ? (
        <UpgradePrompt
          titleKey="editor.sharing.premiumTitle"
          messageKey="editor.sharing.premium"
          plan="business"
        />
      ) : (
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconLink size={18} aria-hidden style={{ flex: '0 0 auto', marginTop: 2 }} />
            <Text size="sm" c="dimmed">
              {t('editor.sharing.addText')}
            </Text>
          </Group>
          {problem && (
            <Alert color="red" radius="lg" role="alert" icon={<IconAlertCircle size={20} aria-hidden />}>
              {t(problem, { defaultValue: t('validation.invalid') })}
            </Alert>
          )}
          <OfferList
            offers={offers.data}
            isError={offers.isError}
            onRetry={() => void offers.refetch()}
            addingId={add.isPending ? (add.variables ?? null) : null}
            onChoose={(offer) => void handleChoose(offer)}
          />
        </Stack>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          {t('common.cancel')}
        </Button>
      </Group>
    </AppModal>
  );
}
