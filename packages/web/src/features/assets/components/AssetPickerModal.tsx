import { type Asset, type AssetKind, pathOfKind } from '@foyer/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import { AssetBrowser, type BrowserParams, DEFAULT_BROWSER_PARAMS } from './AssetBrowser';

type AssetPickerModalProps = {
  opened: boolean;
  kind: AssetKind;
  /** One asset (false) or several (true). */
  multiple?: boolean;
  title?: string;
  onClose: () => void;
  /** The chosen assets; the dialog closes after. */
  onChoose: (assets: Asset[]) => void;
};

function PickerBody({ kind, multiple, onClose, onChoose }: Omit<AssetPickerModalProps, 'opened' | 'title'>) {
  const { t } = useTranslation();
  const [params, setParams] = useState<BrowserParams>(DEFAULT_BROWSER_PARAMS);
  const [selected, setSelected] = useState<Map<string, Asset>>(new Map());
  const handleParamsChange = useCallback(
    (next: Partial<BrowserParams>) => setParams((p) => ({ ...p, ...next })),
    [],
  );
  return (
    <Stack gap="md">
      <AssetBrowser
        kindPath={pathOfKind(kind)}
        params={params}
        onParamsChange={handleParamsChange}
        mode={{ kind: 'picker', isMultiple: Boolean(multiple), selected, onChange: setSelected }}
      />
      <Group
        justify="space-between"
        pt="sm"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        pos="sticky"
        bottom={0}
        bg="var(--mantine-color-body)"
      >
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('assets.selection.count', { count: selected.size })}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={selected.size === 0} onClick={() => onChoose([...selected.values()])}>
            {t('assets.picker.choose')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** Dialog in which an editor chooses one or several assets of a kind (list, search, paging and upload included). */
export function AssetPickerModal({
  opened,
  kind,
  multiple = false,
  title,
  onClose,
  onChoose,
}: AssetPickerModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        title ??
        t(multiple ? 'assets.picker.titleMany' : 'assets.picker.titleOne', {
          kind: t(`screens.assets.${pathOfKind(kind)}`),
        })
      }
    >
      {opened && (
        <PickerBody
          kind={kind}
          multiple={multiple}
          onClose={onClose}
          onChoose={(assets) => {
            onChoose(assets);
            onClose();
          }}
        />
      )}
    </AppModal>
  );
}
