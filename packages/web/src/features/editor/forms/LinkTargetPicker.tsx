import {
  ASSET_TARGET_KINDS,
  type AssetTargetKind,
  ELEMENT_TARGET_KINDS,
  type ElementKind,
  type ElementTargetKind,
  type LinkTarget,
  type TargetKind,
  venueElements,
} from '@foyer/shared';
import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorContext } from '../types';
import { AssetField } from './AssetField';
import { NEW_ID, elementLabel, kindLabelKey } from './elements';

export type LinkTargetPickerProps = {
  value: LinkTarget;
  onChange(next: LinkTarget): void;
  /** The kinds to offer, in order: `targetKindsOf(element.kind)`. */
  kinds: readonly TargetKind[];
  ctx: EditorContext;
  /** Field errors of the element form (`target.url` → message key). */
  errors: Readonly<Record<string, string>>;
  /** Where the target sits in the element (`target`). */
  errorPrefix?: string;
  /** Label of the kind select; default "When clicked". */
  label?: string;
};

const isElementKind = (kind: TargetKind): kind is ElementTargetKind => kind in ELEMENT_TARGET_KINDS;
const isAssetKind = (kind: TargetKind): kind is AssetTargetKind => kind in ASSET_TARGET_KINDS;

/** A fresh target of a kind, its fields empty: switching the kind starts over. */
export function emptyTarget(kind: TargetKind): LinkTarget {
  if (isElementKind(kind)) return { kind, elementId: '' };
  if (isAssetKind(kind)) return { kind, assetId: '' };
  if (kind === 'link') return { kind, url: '', newTab: true };
  if (kind === 'iframe') return { kind, url: '' };
  return { kind } as LinkTarget;
}

/** The venue's elements a target kind may point at, as select options (users grouped: staff, moderators). */
function useElementOptions(kind: ElementTargetKind, ctx: EditorContext) {
  const { t } = useTranslation();
  const accepted = ELEMENT_TARGET_KINDS[kind] as readonly ElementKind[];
  const elements = venueElements(ctx.venue).filter((e) => e.id !== NEW_ID && accepted.includes(e.kind));
  const optionOf = (e: (typeof elements)[number]) => {
    const name = elementLabel(e, ctx.assets) || t(kindLabelKey(e.kind));
    const label =
      e.kind === 'EVENT_MODERATOR'
        ? `${e.firstName} ${e.lastName} (${e.email})`
        : kind === 'room'
          ? `${name} · ${t(kindLabelKey(e.kind))}`
          : name;
    return { value: e.id, label };
  };
  if (kind !== 'user') return elements.map(optionOf);
  return accepted
    .map((k) => ({ group: t(kindLabelKey(k, 2)), items: elements.filter((e) => e.kind === k).map(optionOf) }))
    .filter((g) => g.items.length > 0);
}

function ElementTargetSelect({
  value,
  onChange,
  ctx,
  error,
}: {
  value: Extract<LinkTarget, { elementId: string }>;
  onChange(next: LinkTarget): void;
  ctx: EditorContext;
  error?: string;
}) {
  const { t } = useTranslation();
  const data = useElementOptions(value.kind, ctx);
  const isEmpty = data.length === 0;
  return (
    <Select
      label={t(`elementForm.target.element.${value.kind}`)}
      placeholder={t(isEmpty ? `elementForm.target.empty.${value.kind}` : 'elementForm.target.choose')}
      data={data}
      value={value.elementId || null}
      onChange={(elementId) => onChange({ ...value, elementId: elementId ?? '' })}
      searchable
      disabled={isEmpty}
      withAsterisk
      aria-required
      nothingFoundMessage={t('elementForm.target.nothingFound')}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    />
  );
}

/**
 * Where a click leads: a select of the target kinds that make sense for the element, then what that
 * kind needs: a room, chat, breakout room or person of the venue; an asset of the media library; a
 * URL (a link, optionally in a new tab; an embedded page over https); or nothing more. Switching the
 * kind resets the target's fields.
 */
export function LinkTargetPicker({
  value,
  onChange,
  kinds,
  ctx,
  errors,
  errorPrefix = 'target',
  label,
}: LinkTargetPickerProps) {
  const { t } = useTranslation();
  const errorOf = (field?: string) => {
    const key = errors[field ? `${errorPrefix}.${field}` : errorPrefix];
    return key ? t(key, { defaultValue: t('validation.invalid') }) : undefined;
  };
  const kindError = errorOf() ?? errorOf('kind');
  const data = kinds.map((k) => ({ value: k, label: t(`elementForm.targetKinds.${k}`) }));
  return (
    <Stack gap="sm">
      <Select
        label={label ?? t('elementForm.target.kind')}
        description={t(`elementForm.targetHints.${value.kind}`)}
        data={data}
        value={kinds.includes(value.kind) ? value.kind : null}
        onChange={(next) => next && next !== value.kind && onChange(emptyTarget(next as TargetKind))}
        allowDeselect={false}
        error={kindError}
        classNames={{ root: kindError ? 'foyer-field-invalid' : undefined }}
      />
      {'elementId' in value && (
        <ElementTargetSelect value={value} onChange={onChange} ctx={ctx} error={errorOf('elementId')} />
      )}
      {'assetId' in value && (
        <AssetField
          kind={ASSET_TARGET_KINDS[value.kind]}
          value={value.assetId || null}
          onChange={(assetId) => onChange({ ...value, assetId: assetId ?? '' })}
          label={t(`elementForm.target.asset.${value.kind}`)}
          error={errorOf('assetId')}
          isRequired
          ctx={ctx}
        />
      )}
      {value.kind === 'link' && (
        <>
          <TextInput
            type="url"
            label={t('elementForm.target.url')}
            placeholder="https://"
            value={value.url}
            onChange={(e) => onChange({ ...value, url: e.currentTarget.value })}
            withAsterisk
            aria-required
            error={errorOf('url')}
            classNames={{ root: errorOf('url') ? 'foyer-field-invalid' : undefined }}
          />
          <Checkbox
            label={t('elementForm.target.newTab')}
            checked={value.newTab}
            onChange={(e) => onChange({ ...value, newTab: e.currentTarget.checked })}
          />
        </>
      )}
      {value.kind === 'iframe' && (
        <TextInput
          type="url"
          label={t('elementForm.target.iframeUrl')}
          description={t('elementForm.target.iframeHint')}
          placeholder="https://"
          value={value.url}
          onChange={(e) => onChange({ ...value, url: e.currentTarget.value })}
          withAsterisk
          aria-required
          error={errorOf('url')}
          classNames={{ root: errorOf('url') ? 'foyer-field-invalid' : undefined }}
        />
      )}
    </Stack>
  );
}
