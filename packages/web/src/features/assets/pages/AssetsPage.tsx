import { PageHeader } from '../../../ui/PageHeader';
import { ASSET_KIND_PATH_NAMES, type AssetKindPath } from '@foyer/shared';
import { Stack, Tabs } from '@mantine/core';
import { IconBroadcast, IconFileTypePdf, IconMovie, IconPhoto, IconUserSquare } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle';
import {
  AssetBrowser,
  type BrowserParams,
  paramsFromSearch,
  searchOfParams,
} from '../components/AssetBrowser';

const TAB_ICONS: Record<AssetKindPath, typeof IconPhoto> = {
  images: IconPhoto,
  avatars: IconUserSquare,
  videos: IconMovie,
  documents: IconFileTypePdf,
  webcasts: IconBroadcast,
};

/** /assets/{kindPath}: the media library, one tab per kind; search, sort and page live in the URL. */
export default function AssetsPage({ kindPath }: { kindPath: AssetKindPath }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = paramsFromSearch(searchParams);
  usePageTitle(`${t(`screens.assets.${kindPath}`)} · ${t('nav.assets')}`);
  const tabsRef = useRef<HTMLDivElement>(null);

  // On narrow screens the tab list scrolls: keep the current tab in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab changes
  useEffect(() => {
    tabsRef.current
      ?.querySelector<HTMLElement>(`[data-active]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [kindPath]);

  const handleParamsChange = useCallback(
    (next: Partial<BrowserParams>) =>
      setSearchParams((current) => searchOfParams({ ...paramsFromSearch(current), ...next }), {
        replace: next.page === undefined,
      }),
    [setSearchParams],
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('assets.title')} subtitle={t('assets.intro')} />
      <Tabs
        value={kindPath}
        onChange={(value) => value && navigate(`/assets/${value}`)}
        keepMounted={false}
        aria-label={t('assets.tabsLabel')}
      >
        <Tabs.List ref={tabsRef} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {ASSET_KIND_PATH_NAMES.map((path) => {
            const Icon = TAB_ICONS[path];
            return (
              <Tabs.Tab key={path} value={path} leftSection={<Icon size={16} aria-hidden />}>
                {t(`screens.assets.${path}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <AssetBrowser
        key={kindPath}
        kindPath={kindPath}
        params={params}
        onParamsChange={handleParamsChange}
        mode={{ kind: 'library' }}
      />
    </Stack>
  );
}
