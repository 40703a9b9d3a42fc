import { ColorInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorContext } from '../types';

type HexColorFieldProps = {
  label: string;
  description?: string;
  value: string | null | undefined;
  /** The hex code, or null when emptied. */
  onChange(next: string | null): void;
  error?: string;
  ctx: EditorContext;
};

/** A hex colour with its swatch; the event's own colours are offered as swatches. */
export function HexColorField({ label, description, value, onChange, error, ctx }: HexColorFieldProps) {
  const { t } = useTranslation();
  const swatches = [...new Set([ctx.event.mainColor, ctx.event.textColor].filter(Boolean))];
  return (
    <ColorInput
      format="hex"
      label={label}
      description={description}
      placeholder={t('elementForm.color.placeholder')}
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? null : next)}
      swatches={swatches}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
      eyeDropperButtonProps={{ 'aria-label': t('elementForm.color.eyeDropper') }}
    />
  );
}
