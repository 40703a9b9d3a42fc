import {
  type SustainabilityAssumptions,
  type SustainabilityInputs,
  type SustainabilityTerm,
  co2Display,
} from '@foyer/shared';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The numbers of the sustainability report as people read them, in the interface's language. */
export function useSustainabilityFormat() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const digits = (max: number) => new Intl.NumberFormat(language, { maximumFractionDigits: max });
    const number = digits(3);
    const factor = digits(6);
    const whole = digits(0);
    return {
      /** A count or quantity, up to three decimals. */
      number: (n: number) => number.format(n),
      /** A factor, up to six decimals (as published). */
      factor: (n: number) => factor.format(n),
      whole: (n: number) => whole.format(n),
      /** Seconds as hours, up to three decimals. */
      hours: (seconds: number) => number.format(Math.round((seconds / 3600) * 1000) / 1000),
      /** An amount of CO₂e in kg or t, as precise as it is meaningful ("372 t", "47.2 kg"). */
      amount: (kg: number) => {
        const shown = co2Display(kg);
        return `${digits(shown.maximumFractionDigits).format(shown.value)} ${shown.unit}`;
      },
      t,
    };
  }, [language, t]);
}

export type SustainabilityFormat = ReturnType<typeof useSustainabilityFormat>;

/** How a term's quantity comes about, written out with the event's figures and the assumptions. */
export function formulaOf(
  term: SustainabilityTerm,
  inputs: SustainabilityInputs,
  assumptions: SustainabilityAssumptions,
  format: SustainabilityFormat,
  t: TFunction,
): string {
  const quantity = format.number(term.quantity);
  switch (term.key) {
    case 'hotel':
    case 'streaming':
      return t(`sustainability.formulas.${term.key}`, { quantity });
    case 'venueEnergy':
      return t('sustainability.formulas.venueEnergy', {
        quantity,
        visitors: format.whole(inputs.visitors),
        days: format.number(assumptions.eventDays),
        kwh: format.number(assumptions.venueKwhPerAttendeeDay),
      });
    case 'browsing':
      return t('sustainability.formulas.browsing', {
        quantity,
        venueHours: format.hours(inputs.venueSeconds),
        viewerHours: format.hours(inputs.watchSeconds),
      });
    default:
      return t('sustainability.formulas.travel', { quantity });
  }
}

/** A term's factor with its unit; the car's from the factor per vehicle-km and the persons per car. */
export function factorOf(
  term: SustainabilityTerm,
  assumptions: SustainabilityAssumptions,
  format: SustainabilityFormat,
  t: TFunction,
): string {
  const factor = format.factor(term.factor);
  if (term.key === 'travelCar')
    return t('sustainability.factors.car', {
      factor,
      vehicleFactor: format.factor(assumptions.factors.carKgPerVehicleKm),
      occupancy: format.number(assumptions.carOccupancy),
    });
  return t(`sustainability.factors.${term.unit}`, { factor });
}
