import {
  ASSET_SORTS,
  type Asset,
  type AssetKindPath,
  type AssetListQuery,
  LIMITS,
  SORT_ORDERS,
  isUploadKind,
} from '@foyer/shared';
import {
  Button,
  Center,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks';
import {
  IconBroadcast,
  IconCloudUpload,
  IconLayoutGrid,
  IconList,
  IconPhoto,
  IconPlus,
  IconSearch,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { EmptyBlock } from '../../../ui/EmptyBlock';
import { confirmAction } from '../../../ui/confirm';
import { toastError } from '../../../ui/toast';
import { type DeleteOutcome, downloadAsset, kindOfPath, useAssetList, useDeleteAssets } from '../queries';
import type { AssetAction } from './AssetActionsMenu';
import { AssetGrid } from './AssetGrid';
import { AssetListSkeleton } from './AssetListSkeleton';
import { AssetTable } from './AssetTable';
import { PreviewModal } from './PreviewModal';
import { RenameModal } from './RenameModal';
import { UploadDialog } from './UploadDialog';
import { UsagesModal } from './UsagesModal';
import type { AssetSelection } from './selection';

const CropModal = lazy(() => import('./CropModal'));

/** What a list shows: the URL holds it on the library page, local state in the picker. */
export type BrowserParams = Pick<AssetListQuery, 'sort' | 'order' | 'page'> & { search: string };
export const DEFAULT_BROWSER_PARAMS: BrowserParams = { search: '', sort: 'created', order: 'DESC', page: 1 };

export type AssetView = 'list' | 'grid';

const SORT_OPTIONS = ASSET_SORTS.flatMap((sort) => SORT_ORDERS.map((order) => `${sort}:${order}` as const));

type SelectionMode =
  /** The library page: a "Select" switch, checkboxes on custom assets, delete selected. */
  | { kind: 'library' }
  /** The picker: the parent owns the chosen assets. */
  | {
      kind: 'picker';
      isMultiple: boolean;
      selected: ReadonlyMap<string, Asset>;
      onChange: (next: Map<string, Asset>) => void;
    };

type AssetBrowserProps = {
  kindPath: AssetKindPath;
  params: BrowserParams;
  onParamsChange: (next: Partial<BrowserParams>) => void;
  mode: SelectionMode;
};

/** Search, sort, list or grid, paging, per-asset actions, upload and selection of one kind. */
export function AssetBrowser({ kindPath, params, onParamsChange, mode }: AssetBrowserProps) {
  const { t } = useTranslation();
  const kind = kindOfPath(kindPath);
  const canUpload = isUploadKind(kind);
  const navigate = useNavigate();
  const [view, setView] = useLocalStorage<AssetView>({ key: 'foyer.assets.view', defaultValue: 'list' });
  const [searchInput, setSearchInput] = useState(params.search);
  const [debouncedSearch] = useDebouncedValue(searchInput.trim(), 300);
  const query: AssetListQuery = { ...params, search: params.search || undefined, pageSize: LIMITS.pageSize };
  const list = useAssetList(kindPath, query);
  const assets = list.data?.assets ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LIMITS.pageSize));

  const [isUploadOpen, setUploadOpen] = useState(false);
  const [preview, setPreview] = useState<Asset | null>(null);
  const [cropping, setCropping] = useState<Asset | null>(null);
  const [renaming, setRenaming] = useState<Asset | null>(null);
  const [blocked, setBlocked] = useState<DeleteOutcome[]>([]);
  const [isSelecting, setSelecting] = useState(false);
  const [librarySelected, setLibrarySelected] = useState<Map<string, Asset>>(new Map());
  const remove = useDeleteAssets();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed search drives this
  useEffect(() => {
    if (debouncedSearch !== params.search) onParamsChange({ search: debouncedSearch, page: 1 });
  }, [debouncedSearch]);

  // A page beyond the end (after deletes) goes back to the last page.
  useEffect(() => {
    if (list.data && params.page > pages) onParamsChange({ page: pages });
  }, [list.data, params.page, pages, onParamsChange]);

  const selected = mode.kind === 'picker' ? mode.selected : librarySelected;
  const setSelected = mode.kind === 'picker' ? mode.onChange : setLibrarySelected;
  const isMultiple = mode.kind === 'picker' ? mode.isMultiple : true;
  const canSelect = (asset: Asset) => mode.kind === 'picker' || asset.origin === 'custom';
  const selectable = assets.filter(canSelect);
  const selectedOnPage = selectable.filter((a) => selected.has(a.id)).length;

  const selection: AssetSelection | undefined =
    mode.kind === 'picker' || isSelecting
      ? {
          isMultiple,
          isSelected: (asset) => selected.has(asset.id),
          canSelect,
          onToggle: (asset) => {
            const next = new Map(isMultiple ? selected : []);
            if (selected.has(asset.id)) next.delete(asset.id);
            else next.set(asset.id, asset);
            setSelected(next);
          },
          onTogglePage: () => {
            const next = new Map(selected);
            if (selectedOnPage === selectable.length) for (const a of selectable) next.delete(a.id);
            else for (const a of selectable) next.set(a.id, a);
            setSelected(next);
          },
          pageState: selectedOnPage === 0 ? 'none' : selectedOnPage === selectable.length ? 'all' : 'some',
        }
      : undefined;

  const handleDownload = (asset: Asset) => {
    // A refusal the server answered has had its toast already (spec §8).
    downloadAsset(asset).catch((e) => {
      if (!isApiError(e)) toastError(t('errors.generic'));
    });
  };

  const askDelete = (targets: readonly Asset[]) => {
    confirmAction({
      title: t('assets.delete.title', { count: targets.length }),
      message:
        targets.length === 1
          ? t('assets.delete.textOne', { name: targets[0].name })
          : t('assets.delete.textMany', { count: targets.length }),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () => {
        remove.mutate(targets, {
          onSuccess: (outcomes) => {
            const stuck = outcomes.filter((o) => o.usages);
            setBlocked(stuck);
            const next = new Map(selected);
            for (const o of outcomes) if (!o.usages) next.delete(o.asset.id);
            setSelected(next);
          },
        });
      },
    });
  };

  // Webcasts are made and set up on their own pages; the picker (inside the editor) opens them in a new tab.
  const goTo = (path: string) => {
    if (mode.kind === 'library') navigate(path);
    else window.open(path, '_blank', 'noopener');
  };

  const handleAction = (asset: Asset, action: AssetAction) => {
    if (action === 'open') goTo(`/webcasts/${asset.id}`);
    else if (action === 'preview') setPreview(asset);
    else if (action === 'crop') setCropping(asset);
    else if (action === 'rename') setRenaming(asset);
    else if (action === 'download') handleDownload(asset);
    else askDelete([asset]);
  };

  const handleUploaded = (uploaded: Asset[]) => {
    if (mode.kind !== 'picker' || uploaded.length === 0) return;
    const next = new Map(mode.isMultiple ? mode.selected : []);
    for (const a of mode.isMultiple ? uploaded : uploaded.slice(0, 1)) next.set(a.id, a);
    mode.onChange(next);
  };

  const sortValue = `${params.sort}:${params.order}`;
  const isFiltered = Boolean(params.search);
  const from = total === 0 ? 0 : (params.page - 1) * LIMITS.pageSize + 1;
  const to = Math.min(total, params.page * LIMITS.pageSize);

  let content: React.ReactNode;
  if (list.isPending) content = <AssetListSkeleton view={view} />;
  else if (list.isError) content = <Text c="red">{t('errors.generic')}</Text>;
  else if (assets.length === 0 && isFiltered)
    content = (
      <Paper withBorder radius="lg" p="xl" ta="center">
        <Text fw={600}>{t('common.nothingFound')}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {t('assets.empty.noMatch', { search: params.search })}
        </Text>
        <Button variant="subtle" mt="sm" onClick={() => setSearchInput('')}>
          {t('assets.search.clear')}
        </Button>
      </Paper>
    );
  else if (assets.length === 0)
    content = canUpload ? (
      <EmptyBlock
        icon={<IconPhoto size={28} aria-hidden />}
        title={t(`assets.empty.${kindPath}.title`)}
        description={t(`assets.empty.${kindPath}.text`)}
        actionLabel={t('assets.uploadFiles')}
        onAction={() => setUploadOpen(true)}
      />
    ) : (
      <EmptyBlock
        icon={<IconBroadcast size={28} aria-hidden />}
        title={t('assets.empty.webcasts.title')}
        description={t('assets.empty.webcasts.text')}
        actionLabel={t('assets.webcasts.new')}
        onAction={() => goTo('/webcasts?new=1')}
      />
    );
  else
    content =
      view === 'grid' ? (
        <AssetGrid assets={assets} selection={selection} onAction={handleAction} />
      ) : (
        <AssetTable
          assets={assets}
          hasDuration={kind === 'video'}
          selection={selection}
          onAction={handleAction}
        />
      );

  const hasTools = list.isPending || total > 0 || isFiltered;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap" style={{ flex: '1 1 420px' }} display={hasTools ? undefined : 'none'}>
          <TextInput
            aria-label={t('assets.search.label')}
            placeholder={t('assets.search.placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchInput}
            onChange={(e) => setSearchInput(e.currentTarget.value)}
            maxLength={100}
            style={{ flex: '1 1 200px', maxWidth: 360 }}
          />
          <Select
            aria-label={t('assets.sort.label')}
            data={SORT_OPTIONS.map((value) => ({
              value,
              label: t(`assets.sort.${value.replace(':', '_')}`),
            }))}
            value={sortValue}
            onChange={(value) => {
              if (!value) return;
              const [sort, order] = value.split(':') as [BrowserParams['sort'], BrowserParams['order']];
              onParamsChange({ sort, order, page: 1 });
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '0 1 210px' }}
          />
        </Group>
        <Group gap="xs" wrap="wrap" ml="auto">
          {hasTools && (
            <SegmentedControl
              value={view}
              // The radios cover their labels, so they can be clicked (and driven by tests) directly.
              styles={{
                control: { position: 'relative' },
                input: { width: '100%', height: '100%', inset: 0, margin: 0, zIndex: 3, cursor: 'pointer' },
                label: { pointerEvents: 'none' },
              }}
              onChange={(value) => setView(value as AssetView)}
              data={(['list', 'grid'] as const).map((value) => ({
                value,
                label: (
                  <Center title={t(`assets.view.${value}`)}>
                    {value === 'list' ? (
                      <IconList size={18} aria-hidden />
                    ) : (
                      <IconLayoutGrid size={18} aria-hidden />
                    )}
                    <VisuallyHidden>{t(`assets.view.${value}`)}</VisuallyHidden>
                  </Center>
                ),
              }))}
            />
          )}
          {mode.kind === 'library' && total > 0 && (
            <Button
              variant={isSelecting ? 'light' : 'default'}
              onClick={() => {
                setSelecting(!isSelecting);
                setLibrarySelected(new Map());
              }}
            >
              {isSelecting ? t('assets.selection.done') : t('assets.selection.start')}
            </Button>
          )}
          {canUpload && hasTools && (
            <Button
              leftSection={<IconCloudUpload size={18} aria-hidden />}
              onClick={() => setUploadOpen(true)}
            >
              {t('assets.uploadFiles')}
            </Button>
          )}
          {!canUpload && hasTools && (
            <>
              <Button
                variant="default"
                leftSection={<IconSettings size={18} aria-hidden />}
                onClick={() => goTo('/webcasts')}
              >
                {t('assets.webcasts.manage')}
              </Button>
              <Button
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => goTo('/webcasts?new=1')}
              >
                {t('assets.webcasts.new')}
              </Button>
            </>
          )}
        </Group>
      </Group>

      {mode.kind === 'library' && isSelecting && (
        <Paper withBorder radius="md" px="md" py="xs" bg="var(--mantine-primary-color-light)">
          <Group justify="space-between" gap="sm">
            <Text size="sm" fw={500} aria-live="polite">
              {t('assets.selection.count', { count: selected.size })}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={selection?.onTogglePage}
                disabled={selectable.length === 0}
              >
                {selection?.pageState === 'all'
                  ? t('assets.selection.clearPage')
                  : t('assets.selection.selectPage')}
              </Button>
              <Button
                size="xs"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                disabled={selected.size === 0}
                loading={remove.isPending}
                onClick={() => askDelete([...selected.values()])}
              >
                {t('assets.selection.deleteSelected')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}

      <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>{content}</div>

      {total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('assets.range', { from, to, total })}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(params.page, pages)}
              onChange={(page) => onParamsChange({ page })}
              size="sm"
              getControlProps={(control) => ({ 'aria-label': t(`assets.pagination.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('assets.pagination.page', { page }) })}
            />
          )}
        </Group>
      )}

      {canUpload && (
        <UploadDialog
          kind={kind}
          kindPath={kindPath}
          opened={isUploadOpen}
          onClose={() => setUploadOpen(false)}
          onUploaded={handleUploaded}
        />
      )}
      <PreviewModal asset={preview} onClose={() => setPreview(null)} onDownload={handleDownload} />
      <RenameModal asset={renaming} onClose={() => setRenaming(null)} />
      {cropping && (
        <Suspense fallback={null}>
          <CropModal asset={cropping} onClose={() => setCropping(null)} />
        </Suspense>
      )}
      <UsagesModal blocked={blocked} onClose={() => setBlocked([])} />
    </Stack>
  );
}

/** Reads the list parameters from a URL search string (bad values fall back to the defaults). */
export function paramsFromSearch(search: URLSearchParams): BrowserParams {
  const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
    value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    search: (search.get('search') ?? '').slice(0, 100),
    sort: pick(search.get('sort'), ASSET_SORTS, DEFAULT_BROWSER_PARAMS.sort),
    order: pick(search.get('order'), SORT_ORDERS, DEFAULT_BROWSER_PARAMS.order),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
}

/** The URL search string of list parameters (defaults left out). */
export function searchOfParams(params: BrowserParams): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.search) out.search = params.search;
  if (params.sort !== DEFAULT_BROWSER_PARAMS.sort) out.sort = params.sort;
  if (params.order !== DEFAULT_BROWSER_PARAMS.order) out.order = params.order;
  if (params.page !== 1) out.page = String(params.page);
  return out;
}
