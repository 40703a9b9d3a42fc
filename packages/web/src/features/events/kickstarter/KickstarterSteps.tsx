import { THEMES, designById, themeById, zoneLabel } from '@foyer/shared';
import {
  Checkbox,
  List,
  NumberInput,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { IconBuildingStore, IconDoor, IconPresentation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RoomPreview } from '../components/RoomPreview';
import { TimeZoneSelect } from '../components/TimeZoneSelect';
import {
  EVENT_TYPE_CHOICES,
  type EventTypeChoice,
  type KickstarterDraft,
  type KickstarterStep,
  MAX_BOOTHS,
} from './steps';

export type StepProps = {
  draft: KickstarterDraft;
  onChange: (patch: Partial<KickstarterDraft>) => void;
  /** Locale key of the problem shown under the step's main field, if any. */
  problem: string | null;
};

function YesNo({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fw={500} id={`yesno-${label}`}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={`yesno-${label}`}
        value={value ? 'yes' : 'no'}
        onChange={(v) => onChange(v === 'yes')}
        data={[
          { value: 'yes', label: t('kickstarter.yes') },
          { value: 'no', label: t('kickstarter.no') },
        ]}
        w={{ base: '100%', xs: 240 }}
      />
    </Stack>
  );
}

function EventTypeStep({ draft, onChange, problem }: StepProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={draft.eventType ?? ''}
      onChange={(v) => onChange({ eventType: v as EventTypeChoice })}
      label={t('kickstarter.eventType.label')}
      error={problem ? t(problem) : undefined}
      withAsterisk
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
        {EVENT_TYPE_CHOICES.map((type) => (
          <Radio.Card key={type} value={type} radius="md" p="md">
            <Stack gap={4}>
              <Radio.Indicator />
              <Text fw={600}>{t(`kickstarter.eventType.${type}`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`kickstarter.eventType.${type}Text`)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

function EventMetaStep({ draft, onChange, problem }: StepProps) {
  const { t } = useTranslation();
  const isNameProblem =
    problem === 'kickstarter.eventMeta.nameRequired' || problem === 'validation.alreadyUsed';
  return (
    <Stack gap="md" maw={480}>
      <TextInput
        label={t('createEvent.nameLabel')}
        aria-label={t('createEvent.nameLabel')}
        withAsterisk
        aria-required
        value={draft.name}
        onChange={(e) => onChange({ name: e.currentTarget.value })}
        error={isNameProblem && problem ? t(problem) : undefined}
        classNames={{ root: isNameProblem ? 'foyer-field-invalid' : undefined }}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          type="date"
          label={t('kickstarter.eventMeta.date')}
          value={draft.date ?? ''}
          disabled={draft.isDateUnknown}
          onChange={(e) => onChange({ date: e.currentTarget.value || null })}
          error={problem === 'kickstarter.eventMeta.dateRequired' ? t(problem) : undefined}
        />
        <TextInput
          type="time"
          label={t('kickstarter.eventMeta.startTime')}
          value={draft.startTime}
          disabled={draft.isDateUnknown}
          onChange={(e) => onChange({ startTime: e.currentTarget.value.slice(0, 5) })}
        />
      </SimpleGrid>
      <Checkbox
        label={t('kickstarter.eventMeta.notSure')}
        checked={draft.isDateUnknown}
        onChange={(e) => onChange({ isDateUnknown: e.currentTarget.checked })}
      />
      <TimeZoneSelect value={draft.timeZone} onChange={(timeZone) => onChange({ timeZone })} />
    </Stack>
  );
}

function RoomsStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <YesNo
        label={t('kickstarter.rooms.video')}
        value={draft.videoPresentations}
        onChange={(videoPresentations) => onChange({ videoPresentations })}
      />
      <YesNo
        label={t('kickstarter.rooms.booths')}
        value={draft.booths}
        onChange={(booths) =>
          onChange({ booths, boothCount: booths ? Math.max(1, draft.boothCount) : draft.boothCount })
        }
      />
      {draft.booths && (
        <NumberInput
          label={t('kickstarter.rooms.boothCount')}
          description={t('kickstarter.rooms.boothCountHint', { max: MAX_BOOTHS })}
          min={1}
          max={MAX_BOOTHS}
          clampBehavior="strict"
          allowDecimal={false}
          value={draft.boothCount}
          onChange={(v) => onChange({ boothCount: typeof v === 'number' ? v : Number(v) || 1 })}
          maw={200}
        />
      )}
    </Stack>
  );
}

function ThemesStep({ draft, onChange, problem }: StepProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={draft.themeId ?? ''}
      onChange={(themeId) => onChange({ themeId })}
      label={t('kickstarter.themes.label')}
      error={problem ? t(problem) : undefined}
      withAsterisk
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="sm">
        {THEMES.map((theme) => (
          <Radio.Card key={theme.id} value={theme.id} radius="md" p={0} style={{ overflow: 'hidden' }}>
            <RoomPreview
              designId={theme.designs.hall}
              mainColor={theme.colors.main}
              textColor={theme.colors.text}
            />
            <Stack gap={4} p="sm">
              <Radio.Indicator />
              <Text fw={600}>{t(theme.name)}</Text>
            </Stack>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

function RoomOverviewStep({ draft }: StepProps) {
  const { t } = useTranslation();
  return (
    <List spacing="sm" center>
      <List.Item
        icon={
          <ThemeIcon variant="light" radius="xl">
            <IconDoor size={16} aria-hidden />
          </ThemeIcon>
        }
      >
        {t('kickstarter.aftRoom.hall')}
      </List.Item>
      {draft.videoPresentations && (
        <List.Item
          icon={
            <ThemeIcon variant="light" radius="xl">
              <IconPresentation size={16} aria-hidden />
            </ThemeIcon>
          }
        >
          {t('kickstarter.aftRoom.auditorium')}
        </List.Item>
      )}
      {draft.booths && draft.boothCount > 0 && (
        <List.Item
          icon={
            <ThemeIcon variant="light" radius="xl">
              <IconBuildingStore size={16} aria-hidden />
            </ThemeIcon>
          }
        >
          {t('kickstarter.aftRoom.booths', { count: draft.boothCount })}
        </List.Item>
      )}
    </List>
  );
}

/** The room of the chosen theme for a main step (hall, auditorium, booths), drawn in its colours. */
function RoomStep({ draft, room }: StepProps & { room: 'hall' | 'theatre' | 'booth' }) {
  const { t } = useTranslation();
  const theme = themeById(draft.themeId ?? '') ?? THEMES[0];
  const designIds =
    room === 'hall'
      ? [theme.designs.hall]
      : room === 'theatre'
        ? [theme.designs.theatre]
        : theme.designs.booth.slice(0, Math.min(3, Math.max(1, draft.boothCount)));
  return (
    <SimpleGrid cols={designIds.length > 1 ? { base: 1, sm: designIds.length } : 1} spacing="md">
      {designIds.map((id) => (
        <Stack key={id} gap={6}>
          <div style={{ borderRadius: 12, overflow: 'hidden' }}>
            <RoomPreview
              designId={id}
              mainColor={theme.colors.main}
              textColor={theme.colors.text}
              label={draft.name.trim() || undefined}
            />
          </div>
          <Text size="sm" c="dimmed">
            {t(designById(id)?.name ?? id)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function FinalizeStep({ draft }: StepProps) {
  const { t } = useTranslation();
  const theme = themeById(draft.themeId ?? '');
  return (
    <List spacing={6}>
      <List.Item>{t('kickstarter.finalize.name', { name: draft.name })}</List.Item>
      <List.Item>
        {draft.isDateUnknown || !draft.date
          ? t('kickstarter.finalize.noDate')
          : t('kickstarter.finalize.date', { date: draft.date })}
      </List.Item>
      <List.Item>
        {!draft.isDateUnknown && draft.date && draft.startTime
          ? t('kickstarter.finalize.time', { time: draft.startTime, zone: zoneLabel(draft.timeZone) })
          : t('kickstarter.finalize.timeZone', { zone: zoneLabel(draft.timeZone) })}
      </List.Item>
      {draft.eventType && (
        <List.Item>
          {t('kickstarter.finalize.type', { type: t(`kickstarter.eventType.${draft.eventType}`) })}
        </List.Item>
      )}
      {theme && <List.Item>{t('kickstarter.finalize.theme', { theme: t(theme.name) })}</List.Item>}
      <List.Item>
        <RoomOverviewStep draft={draft} onChange={() => {}} problem={null} />
      </List.Item>
    </List>
  );
}

/** The body of one step; explanation steps have only their title and text (drawn by the page). */
export function StepBody({ step, ...props }: StepProps & { step: KickstarterStep }) {
  switch (step) {
    case 'eventType':
      return <EventTypeStep {...props} />;
    case 'eventMeta':
      return <EventMetaStep {...props} />;
    case 'rooms':
      return <RoomsStep {...props} />;
    case 'themes':
      return <ThemesStep {...props} />;
    case 'aftRoom':
      return <RoomOverviewStep {...props} />;
    case 'mainHall':
      return <RoomStep {...props} room="hall" />;
    case 'auditorium':
      return <RoomStep {...props} room="theatre" />;
    case 'booths':
      return <RoomStep {...props} room="booth" />;
    case 'finalize':
      return <FinalizeStep {...props} />;
    default:
      return null;
  }
}
