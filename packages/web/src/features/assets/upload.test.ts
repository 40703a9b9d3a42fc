import { LIMITS, UPLOAD_RULES } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { UPLOAD_ERRORS, checkBatch, checkFile } from './upload';

const file = (name: string, size = 1000) =>
  new File([new Uint8Array(Math.min(size, 16))], name, { type: '' });
const sized = (name: string, size: number) =>
  Object.defineProperty(file(name), 'size', { value: size }) as File;

describe('upload pre-checks', () => {
  it('refuses more files than may be sent at once, and nothing is sendable', () => {
    const files = Array.from({ length: LIMITS.uploadFilesAtOnce + 1 }, (_, i) => file(`p${i}.png`));
    const result = checkBatch('image', files);
    expect(result.errorKey).toBe('validation.tooManyFiles');
    expect(result.isSendable).toBe(false);
  });

  it('accepts exactly the batch maximum', () => {
    const files = Array.from({ length: LIMITS.uploadFilesAtOnce }, (_, i) => file(`p${i}.png`));
    expect(checkBatch('image', files)).toMatchObject({ errorKey: undefined, isSendable: true });
  });

  it('refuses an extension the kind does not allow', () => {
    expect(checkFile('avatar', file('logo.svg'))).toBe(UPLOAD_ERRORS.wrongType);
    expect(checkFile('document', file('notes.docx'))).toBe(UPLOAD_ERRORS.wrongType);
    expect(checkFile('image', file('no-extension'))).toBe(UPLOAD_ERRORS.wrongType);
    expect(checkFile('image', file('Photo.JPG'))).toBeUndefined();
    expect(checkBatch('image', [file('a.png'), file('b.exe')]).isSendable).toBe(false);
  });

  it('refuses a file over the size limit of its kind', () => {
    expect(checkFile('avatar', sized('me.png', UPLOAD_RULES.avatar.maxBytes + 1))).toBe(
      UPLOAD_ERRORS.tooLarge,
    );
    expect(checkFile('avatar', sized('me.png', UPLOAD_RULES.avatar.maxBytes))).toBeUndefined();
    expect(checkFile('video', sized('talk.mp4', UPLOAD_RULES.avatar.maxBytes + 1))).toBeUndefined();
  });
});
