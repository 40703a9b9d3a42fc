import type { AssetKind } from '@foyer/shared';
import { Group, Input, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetPickerModal } from '../../assets';
import { AssetThumb } from '../../assets/components/AssetThumb';
import type { EditorContext } from '../types';
import { AssetChooseButtons } from '../../assets/components/AssetChooseButtons';

export type AssetFieldProps = {
  kind: AssetKind;
  /** The chosen asset's id, or null. */
  value: string | null;
  onChange(next: string | null): void;
  label: string;
  description?: string;
  /** Translated error text. */
  error?: string;
  isRequired?: boolean;
  ctx: EditorContext;
};

/**
 * One asset of the media library: the chosen asset's thumbnail and name, "Choose…" opening the
 * library picker (which can upload too) and "Remove". A pick is remembered in the editor context so
 * its thumbnail shows at once.
 */
export function AssetField({
  kind,
  value,
  onChange,
  label,
  description,
  error,
  isRequired,
  ctx,
}: AssetFieldProps) {
  const { t } = useTranslation();
  const [isPicking, setPicking] = useState(false);
  const asset = value ? ctx.assets.get(value) : undefined;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      withAsterisk={isRequired}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    >
      <Group gap="sm" mt={6} wrap="nowrap" align="center">
        {asset ? (
          <AssetThumb asset={asset} width={64} height={48} />
        ) : (
          <Group
            w={64}
            h={48}
            justify="center"
            style={{
              border: `1px dashed ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
              borderRadius: 'var(--mantine-radius-sm)',
              flexShrink: 0,
            }}
          />
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" truncate="end" c={value ? undefined : 'dimmed'}>
            {asset ? asset.name : value ? t('elementForm.asset.unknown') : t('elementForm.asset.none')}
          </Text>
          <AssetChooseButtons
            label={label}
            chooseText={t('elementForm.asset.choose')}
            removeText={t('elementForm.asset.remove')}
            hasValue={Boolean(value)}
            onChoose={() => setPicking(true)}
            onRemove={() => onChange(null)}
          />
        </Stack>
      </Group>
      <AssetPickerModal
        opened={isPicking}
        kind={kind}
        title={label}
        onClose={() => setPicking(false)}
        onChoose={([picked]) => {
          if (!picked) return;
          ctx.rememberAsset(picked);
          onChange(picked.id);
        }}
      />
    </Input.Wrapper>
  );
}
