import {
  SUSTAINABILITY_FACTORS,
  SUSTAINABILITY_SOURCES,
  SustainabilityAssumptions,
  type SustainabilityFactorKey,
  type SustainabilityReport,
  TRAVEL_MODES,
  type TravelMode,
  SUSTAINABILITY_BOUNDS,
} from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { SaveBar, fieldErrorText } from '../../../ui/form';
import { toastSuccess } from '../../../ui/toast';
import { ChoiceField } from './ChoiceField';
import type { SustainabilityFormat } from './format';
import { NumberField } from './NumberField';
import { useSaveSustainability } from './queries';

type Input = z.input<typeof SustainabilityAssumptions>;

/** The country field picker's "none". */
const NO_FIELD = '__none__';
/** A new row of an answer: the organiser then gives its distance and mode. */
const NEW_ROW = { distanceKm: 500, mode: 'rail' as TravelMode, hotelNights: 1 };

/**
 * The assumptions of the in-person comparison (react-hook-form on the shared schema): the event's
 * days, persons per car, venue energy; how participants of unknown country travel; the profile
 * field that gives the participants' country, with a distance, mode and hotel nights per answer;
 * the emission factors. Saved with PUT; "reset to defaults" puts Foyer's defaults in the form.
 */
export function SustainabilityAssumptionsForm({
  eventId,
  report,
  format,
}: {
  eventId: string;
  report: SustainabilityReport;
  format: SustainabilityFormat;
}) {
  const { t } = useTranslation();
  const save = useSaveSustainability(eventId);
  const form = useForm<Input, unknown, SustainabilityAssumptions>({
    resolver: zodResolver(SustainabilityAssumptions),
    defaultValues: report.assumptions,
  });
  const { control } = form;
  const regions = useFieldArray({ control, name: 'regions' });
  const countryFieldId = useWatch({ control, name: 'countryFieldId' }) ?? null;
  const modes = useWatch({ control, name: 'unknown.modes' });
  const rows = useWatch({ control, name: 'regions' }) ?? [];
  const field = report.countryFields.find((f) => f.id === countryFieldId);
  // The visitors per answer are known for the saved field only.
  const visitorsOf = new Map(
    countryFieldId === report.assumptions.countryFieldId
      ? report.inputs.answers.map((a) => [a.option, a.visitors])
      : [],
  );
  const usedOptions = new Set(rows.map((r) => r?.option));
  const freeOptions = field?.options.filter((o) => !usedOptions.has(o)) ?? [];
  const sharesTotal = TRAVEL_MODES.reduce((sum, m) => sum + (Number(modes?.[m]?.share) || 0), 0);
  const modesError = fieldErrorText(t, form.formState.errors.unknown?.modes as never);
  const modeOptions = TRAVEL_MODES.map((m) => ({ value: m, label: t(`sustainability.modes.${m}`) }));

  const country = useController({ control, name: 'countryFieldId' });
  const countryError = fieldErrorText(t, country.fieldState.error);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved.assumptions);
    } catch (e) {
      if (isApiError(e) && e.errorKey === 'VALIDATION_FAILED')
        applyFieldErrors(e, form.setError, Object.keys(e.fields));
    }
  });

  const handleReset = () => {
    form.reset(report.defaults, { keepDefaultValues: true });
    toastSuccess(t('sustainability.form.resetDone'));
  };

  const handleCountryChange = (value: string | null) => {
    country.field.onChange(value === null || value === NO_FIELD ? null : value);
    // The rows belong to the answers of the field they were made for.
    regions.replace([]);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="sustainability-assumptions">
      <Card withBorder radius="lg" padding="lg" component="section">
        <Stack gap="lg">
          <div>
            <Title order={3} fz="lg" id="sustainability-assumptions">
              {t('sustainability.form.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sustainability.form.intro')}
            </Text>
          </div>

          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NumberField
              control={control}
              name="eventDays"
              label={t('sustainability.form.eventDays')}
              min={SUSTAINABILITY_BOUNDS.eventDays[0]}
              max={SUSTAINABILITY_BOUNDS.eventDays[1]}
              decimalScale={1}
            />
            <NumberField
              control={control}
              name="carOccupancy"
              label={t('sustainability.form.carOccupancy')}
              min={SUSTAINABILITY_BOUNDS.carOccupancy[0]}
              max={SUSTAINABILITY_BOUNDS.carOccupancy[1]}
              decimalScale={2}
            />
            <NumberField
              control={control}
              name="venueKwhPerAttendeeDay"
              label={t('sustainability.form.venueKwh')}
              min={SUSTAINABILITY_BOUNDS.venueKwhPerAttendeeDay[0]}
              max={SUSTAINABILITY_BOUNDS.venueKwhPerAttendeeDay[1]}
              decimalScale={2}
            />
          </SimpleGrid>

          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Title order={4} fz="md" component="legend">
              {t('sustainability.form.unknownTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sustainability.form.unknownIntro')}
            </Text>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing={4} withRowBorders={false}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('sustainability.form.mode')}</Table.Th>
                    <Table.Th>{t('sustainability.form.share')}</Table.Th>
                    <Table.Th>{t('sustainability.form.distance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {TRAVEL_MODES.map((mode) => (
                    <Table.Tr key={mode}>
                      <Table.Th scope="row" fw={500}>
                        {t(`sustainability.modes.${mode}`)}
                      </Table.Th>
                      <Table.Td>
                        <NumberField
                          control={control}
                          name={`unknown.modes.${mode}.share`}
                          label={`${t(`sustainability.modes.${mode}`)}: ${t('sustainability.form.share')}`}
                          isLabelHidden
                          min={SUSTAINABILITY_BOUNDS.share[0]}
                          max={SUSTAINABILITY_BOUNDS.share[1]}
                          decimalScale={1}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberField
                          control={control}
                          name={`unknown.modes.${mode}.distanceKm`}
                          label={`${t(`sustainability.modes.${mode}`)}: ${t('sustainability.form.distance')}`}
                          isLabelHidden
                          min={SUSTAINABILITY_BOUNDS.distanceKm[0]}
                          max={SUSTAINABILITY_BOUNDS.distanceKm[1]}
                          thousandSeparator
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm" c={modesError ? 'red.7' : 'dimmed'} aria-live="polite">
              {t('sustainability.form.sharesTotal', { total: format.number(sharesTotal) })}
              {modesError ? ` – ${modesError}` : ''}
            </Text>
            <NumberField
              control={control}
              name="unknown.hotelNights"
              label={t('sustainability.form.hotelNights')}
              min={SUSTAINABILITY_BOUNDS.hotelNights[0]}
              max={SUSTAINABILITY_BOUNDS.hotelNights[1]}
              decimalScale={1}
              maw={260}
            />
          </Stack>

          <Stack gap="xs">
            <Title order={4} fz="md">
              {t('sustainability.form.countryTitle')}
            </Title>
            <Select
              label={t('sustainability.form.countryField')}
              description={t('sustainability.form.countryFieldHint')}
              data={[
                { value: NO_FIELD, label: t('sustainability.form.noCountryField') },
                ...report.countryFields.map((f) => ({ value: f.id, label: f.label })),
              ]}
              value={countryFieldId ?? NO_FIELD}
              onChange={handleCountryChange}
              allowDeselect={false}
              error={countryError}
              maw={420}
            />
            {report.countryFields.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('sustainability.form.noSelectFields')}
              </Text>
            )}
            {field && (
              <>
                {regions.fields.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('sustainability.form.noRegions')}
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={720}>
                    <Table verticalSpacing={4} withRowBorders={false}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('sustainability.form.option')}</Table.Th>
                          <Table.Th style={{ textAlign: 'right' }}>
                            {t('sustainability.form.participants')}
                          </Table.Th>
                          <Table.Th>{t('sustainability.form.mode')}</Table.Th>
                          <Table.Th>{t('sustainability.form.distance')}</Table.Th>
                          <Table.Th>{t('sustainability.form.hotelNights')}</Table.Th>
                          <Table.Th />
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {regions.fields.map((row, i) => {
                          const option = rows[i]?.option ?? '';
                          return (
                            <Table.Tr key={row.id}>
                              <Table.Td>
                                <ChoiceField
                                  control={control}
                                  name={`regions.${i}.option`}
                                  label={t('sustainability.form.option')}
                                  data={field.options.filter((o) => o === option || !usedOptions.has(o))}
                                />
                              </Table.Td>
                              <Table.Td style={{ textAlign: 'right' }}>
                                {visitorsOf.has(option) ? format.whole(visitorsOf.get(option) ?? 0) : '–'}
                              </Table.Td>
                              <Table.Td>
                                <ChoiceField
                                  control={control}
                                  name={`regions.${i}.mode`}
                                  label={`${option}: ${t('sustainability.form.mode')}`}
                                  data={modeOptions}
                                />
                              </Table.Td>
                              <Table.Td>
                                <NumberField
                                  control={control}
                                  name={`regions.${i}.distanceKm`}
                                  label={`${option}: ${t('sustainability.form.distance')}`}
                                  isLabelHidden
                                  min={SUSTAINABILITY_BOUNDS.distanceKm[0]}
                                  max={SUSTAINABILITY_BOUNDS.distanceKm[1]}
                                  thousandSeparator
                                />
                              </Table.Td>
                              <Table.Td>
                                <NumberField
                                  control={control}
                                  name={`regions.${i}.hotelNights`}
                                  label={`${option}: ${t('sustainability.form.hotelNights')}`}
                                  isLabelHidden
                                  min={SUSTAINABILITY_BOUNDS.hotelNights[0]}
                                  max={SUSTAINABILITY_BOUNDS.hotelNights[1]}
                                  decimalScale={1}
                                />
                              </Table.Td>
                              <Table.Td>
                                <ActionIcon
                                  variant="subtle"
                                  color="gray"
                                  onClick={() => regions.remove(i)}
                                  aria-label={t('sustainability.form.removeRegion', { option })}
                                >
                                  <IconTrash size={16} aria-hidden />
                                </ActionIcon>
                              </Table.Td>
                            </Table.Tr>
                          );
                        })}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    disabled={freeOptions.length === 0}
                    onClick={() => regions.append({ option: freeOptions[0] ?? '', ...NEW_ROW })}
                  >
                    {t('sustainability.form.addRegion')}
                  </Button>
                  {regions.fields.length === 0 && freeOptions.length > 1 && (
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => regions.append(freeOptions.map((option) => ({ option, ...NEW_ROW })))}
                    >
                      {t('sustainability.form.addAllRegions')}
                    </Button>
                  )}
                </Group>
              </>
            )}
          </Stack>

          <Stack gap="xs">
            <Title order={4} fz="md">
              {t('sustainability.form.factorsTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('sustainability.form.factorsIntro')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {(Object.keys(SUSTAINABILITY_FACTORS) as SustainabilityFactorKey[]).map((key) => {
                const documented = SUSTAINABILITY_FACTORS[key];
                return (
                  <NumberField
                    key={key}
                    control={control}
                    name={`factors.${key}`}
                    label={t(`sustainability.factorNames.${key}`)}
                    description={`${SUSTAINABILITY_SOURCES[documented.source].short}: ${format.factor(documented.value)}`}
                    min={0}
                    decimalScale={6}
                  />
                );
              })}
            </SimpleGrid>
          </Stack>

          <Group>
            <Button
              variant="subtle"
              leftSection={<IconRestore size={16} aria-hidden />}
              onClick={handleReset}
            >
              {t('sustainability.form.reset')}
            </Button>
          </Group>
          <SaveBar
            isDirty={form.formState.isDirty}
            isSaving={save.isPending}
            onDiscard={() => form.reset()}
          />
        </Stack>
      </Card>
    </form>
  );
}
