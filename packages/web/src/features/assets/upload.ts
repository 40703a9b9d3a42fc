import { LIMITS, MSG, UPLOAD_RULES, type UploadKind, checkUploadName } from '@foyer/shared';

/** Message keys of the browser's upload pre-checks and of the server's per-file reasons. */
export const UPLOAD_ERRORS = {
  tooMany: MSG.tooManyFiles,
  wrongType: 'upload.wrongType',
  unsafeSvg: 'upload.unsafeSvg',
  tooLarge: 'upload.tooLarge',
  batchRefused: 'upload.batchRefused',
  failed: 'upload.failed',
} as const;

export type FileProblem = typeof UPLOAD_ERRORS.wrongType | typeof UPLOAD_ERRORS.tooLarge;

/** The first problem of one file before it is sent: its name (extension) and its size. */
export function checkFile(kind: UploadKind, file: Pick<File, 'name' | 'size'>): FileProblem | undefined {
  if (!checkUploadName(kind, file.name)) return UPLOAD_ERRORS.wrongType;
  if (file.size > UPLOAD_RULES[kind].maxBytes) return UPLOAD_ERRORS.tooLarge;
  return undefined;
}

/** True when a batch has more files than may be sent at once (spec §9). */
export const isTooManyFiles = (count: number) => count > LIMITS.uploadFilesAtOnce;

/** Checks a batch before sending: nothing may be sent while `errorKey` is set or a file has a problem. */
export function checkBatch(kind: UploadKind, files: readonly File[]) {
  const checked = files.map((file) => ({ file, problem: checkFile(kind, file) }));
  const errorKey = isTooManyFiles(files.length) ? UPLOAD_ERRORS.tooMany : undefined;
  const isSendable = !errorKey && files.length > 0 && checked.every((c) => !c.problem);
  return { errorKey, files: checked, isSendable };
}

/** Human size: 1.2 MB, 830 KB. */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** Duration in m:ss or h:mm:ss. */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
