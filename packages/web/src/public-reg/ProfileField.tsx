import type { Language, ProfileItem } from '@foyer/shared';
import { useState } from 'react';
import { FieldShell, RequiredMark, describedBy } from './FieldShell';
import { uploadAnswerFile } from './publicApi';
import classes from './public-reg.module.css';
import type { AnswerValue } from './registerForm';
import { translate, useTexts } from './texts';

type Props = {
  item: ProfileItem;
  /** The input's id (unique on the page). */
  id: string;
  value: AnswerValue;
  error: string | null;
  pageCode: string;
  language: Language;
  onChange: (value: AnswerValue) => void;
};

/** One profile field of the form, by its type: textfield, link, select, checkboxes, checkbox or file. */
export function ProfileField({ item, id, value, error, pageCode, language, onChange }: Props) {
  const help = item.title || undefined;
  const aria = {
    'aria-describedby': describedBy(id, help, error),
    'aria-invalid': error ? true : undefined,
  } as const;
  const shell = { id, help, error, isRequired: item.required, label: item.label };

  if (item.type === 'checkbox')
    return (
      <FieldShell {...shell} as="none">
        <label className={classes.check}>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            disabled={item.readonly}
            required={item.required}
            onChange={(e) => onChange(e.currentTarget.checked)}
            {...aria}
          />
          <span>
            {item.label}
            {item.required && <RequiredMark />}
          </span>
        </label>
      </FieldShell>
    );

  if (item.type === 'checkboxes') {
    const chosen = Array.isArray(value) ? value : [];
    const toggle = (option: string, on: boolean) =>
      onChange(on ? [...chosen, option] : chosen.filter((v) => v !== option));
    return (
      <FieldShell {...shell} as="none">
        <fieldset id={id} className={classes.group} {...aria}>
          <legend className={classes.label}>
            {item.label}
            {item.required && <RequiredMark />}
          </legend>
          {item.options.map((o) => (
            <label key={o.value} className={classes.check}>
              <input
                type="checkbox"
                checked={chosen.includes(o.value)}
                disabled={item.readonly}
                onChange={(e) => toggle(o.value, e.currentTarget.checked)}
              />
              <span>{o.value}</span>
            </label>
          ))}
        </fieldset>
      </FieldShell>
    );
  }

  if (item.type === 'select')
    return (
      <FieldShell {...shell}>
        <SelectInput item={item} id={id} value={String(value)} onChange={onChange} aria={aria} />
      </FieldShell>
    );

  if (item.type === 'file')
    return (
      <FieldShell {...shell}>
        <FileInput
          item={item}
          id={id}
          pageCode={pageCode}
          language={language}
          onChange={onChange}
          aria={aria}
        />
      </FieldShell>
    );

  const isUrl = item.type === 'link' && !item.urlTemplate;
  return (
    <FieldShell {...shell}>
      <input
        id={id}
        className={classes.input}
        type={isUrl ? 'url' : 'text'}
        inputMode={isUrl ? 'url' : undefined}
        value={String(value)}
        placeholder={item.placeholder || undefined}
        readOnly={item.readonly}
        required={item.required}
        maxLength={2000}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...aria}
      />
    </FieldShell>
  );
}

type AriaProps = { 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };

function SelectInput(props: {
  item: ProfileItem;
  id: string;
  value: string;
  aria: AriaProps;
  onChange: (v: string) => void;
}) {
  const texts = useTexts();
  const { item } = props;
  return (
    <select
      id={props.id}
      className={classes.input}
      value={props.value}
      disabled={item.readonly}
      required={item.required}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      {...props.aria}
    >
      <option value="">{item.placeholder || texts.form.choose}</option>
      {item.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.value}
        </option>
      ))}
    </select>
  );
}

type UploadState = { kind: 'idle' } | { kind: 'busy' | 'done' | 'failed'; name: string };

function FileInput(props: {
  item: ProfileItem;
  id: string;
  pageCode: string;
  language: Language;
  aria: AriaProps;
  onChange: (v: string) => void;
}) {
  const texts = useTexts();
  const [upload, setUpload] = useState<UploadState>({ kind: 'idle' });

  async function handleFile(file: File | undefined) {
    props.onChange('');
    if (!file) return setUpload({ kind: 'idle' });
    setUpload({ kind: 'busy', name: file.name });
    const id = await uploadAnswerFile(props.pageCode, props.language, file);
    setUpload({ kind: id ? 'done' : 'failed', name: file.name });
    if (id) props.onChange(id);
  }

  const status =
    upload.kind === 'busy'
      ? translate(texts, 'form.uploading', { name: upload.name })
      : upload.kind === 'done'
        ? translate(texts, 'form.uploaded', { name: upload.name })
        : upload.kind === 'failed'
          ? texts.form.uploadFailed
          : '';
  return (
    <>
      <input
        id={props.id}
        className={classes.file}
        type="file"
        disabled={props.item.readonly}
        required={props.item.required}
        onChange={(e) => void handleFile(e.currentTarget.files?.[0])}
        {...props.aria}
      />
      <p className={classes.help} aria-live="polite">
        {status}
      </p>
    </>
  );
}
