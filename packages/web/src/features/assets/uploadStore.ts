import { type Asset, type AssetKindPath, AssetUploadRefusal, assetsApi } from '@foyer/shared';
import { useSyncExternalStore } from 'react';
import { api, isApiError } from '../../api/client';
import { UPLOAD_ERRORS } from './upload';

export type UploadState = 'uploading' | 'success' | 'error';

/** One file of the upload list (spec §3 client state "upload list", §4 "success or error"). */
export type UploadItem = {
  id: string;
  name: string;
  size: number;
  kindPath: AssetKindPath;
  /** 0..100 of the request's bytes sent. */
  progress: number;
  state: UploadState;
  /** Message key of the failure. */
  errorKey?: string;
};

export type UploadPanelMode = 'open' | 'minimised';
export type UploadSnapshot = { items: readonly UploadItem[]; panel: UploadPanelMode };

/** Sends one batch; the default is the XHR upload of the API client. */
export type UploadSender = (
  kindPath: AssetKindPath,
  files: readonly File[],
  onProgress: (fraction: number) => void,
) => Promise<Asset[]>;

const sendWithClient: UploadSender = (kindPath, files, onProgress) =>
  api
    .upload(
      assetsApi.upload,
      files,
      { params: { kindPath } },
      { onProgress, silentCodes: ['UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'VALIDATION_FAILED'] },
    )
    .then((r) => r.assets);

/** The message key of each file of a refused batch. */
export function failureKeys(error: unknown, names: readonly string[]): string[] {
  if (!isApiError(error)) return names.map(() => UPLOAD_ERRORS.failed);
  if (error.status === 413 || error.errorKey === 'PAYLOAD_TOO_LARGE')
    return names.map(() => UPLOAD_ERRORS.tooLarge);
  if (error.status === 415 || error.errorKey === 'UNSUPPORTED_MEDIA_TYPE') {
    const reasons = AssetUploadRefusal.safeParse(error.results).data?.files ?? [];
    return names.map(
      (name) =>
        reasons.find((r) => r.name === name)?.reason ??
        (reasons.length ? UPLOAD_ERRORS.batchRefused : UPLOAD_ERRORS.wrongType),
    );
  }
  if (error.errorKey === 'VALIDATION_FAILED' && error.fields.files)
    return names.map(() => error.fields.files);
  return names.map(() => UPLOAD_ERRORS.failed);
}

/** The app-wide upload list: uploads go on while the user moves between screens. */
export function createUploadStore(initialSender: UploadSender = sendWithClient) {
  let sender = initialSender;
  let snapshot: UploadSnapshot = { items: [], panel: 'open' };
  const files = new Map<string, File>();
  const listeners = new Set<() => void>();
  const uploadedListeners = new Set<(kindPath: AssetKindPath, assets: Asset[]) => void>();
  let counter = 0;

  const emit = (next: Partial<UploadSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const l of listeners) l();
  };
  const patch = (ids: readonly string[], change: (item: UploadItem) => Partial<UploadItem>) =>
    emit({
      items: snapshot.items.map((item) => (ids.includes(item.id) ? { ...item, ...change(item) } : item)),
    });

  async function send(kindPath: AssetKindPath, ids: string[]): Promise<Asset[] | null> {
    const batch = ids.map((id) => files.get(id)).filter((f): f is File => Boolean(f));
    try {
      const assets = await sender(kindPath, batch, (fraction) =>
        patch(ids, () => ({ progress: Math.min(100, Math.round(fraction * 100)) })),
      );
      patch(ids, () => ({ state: 'success', progress: 100, errorKey: undefined }));
      for (const id of ids) files.delete(id);
      for (const l of uploadedListeners) l(kindPath, assets);
      return assets;
    } catch (error) {
      const keys = failureKeys(
        error,
        batch.map((f) => f.name),
      );
      patch(ids, (item) => ({ state: 'error', errorKey: keys[ids.indexOf(item.id)] }));
      return null;
    }
  }

  return {
    get: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Called after each successful batch (the list queries are invalidated there). */
    onUploaded(listener: (kindPath: AssetKindPath, assets: Asset[]) => void) {
      uploadedListeners.add(listener);
      return () => {
        uploadedListeners.delete(listener);
      };
    },
    /** Sends one batch (one request); answers the item ids at once and the assets when done. */
    start(kindPath: AssetKindPath, batch: readonly File[]): { ids: string[]; done: Promise<Asset[] | null> } {
      const added: UploadItem[] = batch.map((file) => {
        counter += 1;
        const id = `upload-${counter}`;
        files.set(id, file);
        return { id, name: file.name, size: file.size, kindPath, progress: 0, state: 'uploading' };
      });
      emit({ items: [...snapshot.items, ...added], panel: 'open' });
      const ids = added.map((i) => i.id);
      return { ids, done: send(kindPath, ids) };
    },
    /** Sends a failed file again, alone. */
    retry(id: string): Promise<Asset[] | null> {
      const item = snapshot.items.find((i) => i.id === id);
      if (item?.state !== 'error' || !files.has(id)) return Promise.resolve(null);
      patch([id], () => ({ state: 'uploading', progress: 0, errorKey: undefined }));
      return send(item.kindPath, [id]);
    },
    /** Closes the panel: finished items leave the list; running ones stay. */
    dismiss() {
      const kept = snapshot.items.filter((i) => i.state === 'uploading');
      for (const item of snapshot.items) if (item.state !== 'uploading') files.delete(item.id);
      emit({ items: kept, panel: 'open' });
    },
    setPanel(panel: UploadPanelMode) {
      emit({ panel });
    },
    /** Tests swap the sender. */
    setSender(next: UploadSender) {
      sender = next;
    },
    reset() {
      files.clear();
      emit({ items: [], panel: 'open' });
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

/** The one store of the app, mounted by the shell's UploadProgressPanel. */
export const uploadStore = createUploadStore();

export function useUploads(store: UploadStore = uploadStore): UploadSnapshot {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
