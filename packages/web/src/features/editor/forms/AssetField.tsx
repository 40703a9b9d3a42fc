import type { AssetKind } from '@foyer/shared';
import { Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetPickerModal } from '../../assets';
import { AssetThumb } from '../../assets/components/AssetThumb';
import type { EditorContext } from '../types';

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
          <Group gap="xs">
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconPhotoSearch size={14} aria-hidden />}
              onClick={() => setPicking(true)}
              aria-label={`${t('elementForm.asset.choose')} ${label}`}
            >
              {t('elementForm.asset.choose')}
            </Button>
            {value && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => onChange(null)}
                aria-label={`${t('elementForm.asset.remove')} ${label}`}
              >
                {t('elementForm.asset.remove')}
              </Button>
            )}
          </Group>
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
