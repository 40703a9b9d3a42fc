import {
  type FieldErrors,
  type Language,
  PublicRegisterRequest,
  type PublicRegPageResults,
} from '@foyer/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FieldShell, RequiredMark, describedBy } from './FieldShell';
import { ProfileField } from './ProfileField';
import { ServerHtml } from './ServerHtml';
import { register } from './publicApi';
import classes from './public-reg.module.css';
import {
  type AnswerValue,
  type RegisterValues,
  answerPath,
  initialValues,
  toRequest,
  validateRegistration,
} from './registerForm';
import { useTexts, validationText } from './texts';

/** How a submit ended, when it leaves the form. */
export type RegisterOutcome = 'registered' | 'resent' | 'full' | 'closed';

type Props = {
  data: PublicRegPageResults;
  pageCode: string;
  language: Language;
  onOutcome: (outcome: RegisterOutcome) => void;
};

type FormProblem = 'checkFields' | 'rateLimited' | 'generic' | 'offline' | null;

/** The registration form: the visitor's name and address, the profile fields, the terms, submit. */
export function RegisterForm({ data, pageCode, language, onOutcome }: Props) {
  const texts = useTexts();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { page, fields } = data;
  const hasTerms = page.termsText.trim() !== '';
  const [values, setValues] = useState<RegisterValues>(() => initialValues(fields));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<FormProblem>(null);
  const [isSending, setIsSending] = useState(false);

  const idOf = (path: string) => `${uid}-${path.replace(/[^\w-]/g, '_')}`;
  const errorOf = (path: string) => {
    const message = errors[path];
    if (!message) return null;
    return message.startsWith('validation.') ? validationText(texts, message) : message;
  };

  function set<K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) {
    setValues((v) => ({ ...v, [key]: value }));
  }
  function setAnswer(id: string, value: AnswerValue) {
    setValues((v) => ({ ...v, answers: { ...v.answers, [id]: value } }));
  }

  function showErrors(next: FieldErrors) {
    setErrors(next);
    setProblem('checkFields');
    // Focus the first field in error, in the order of the form.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    if (isSending) return;
    const invalid = validateRegistration(values, fields, hasTerms);
    if (Object.keys(invalid).length > 0) return showErrors(invalid);
    setErrors({});
    setProblem(null);
    setIsSending(true);
    // The schema's own output: trimmed names, the address in lower case.
    const body = PublicRegisterRequest.parse(toRequest(values, hasTerms));
    const answer = await register(pageCode, language, body);
    setIsSending(false);
    if (answer.ok) return onOutcome(answer.results.status);
    if (answer.errorKey === 'REGISTRATION_FULL') return onOutcome('full');
    if (answer.errorKey === 'REGISTRATION_CLOSED') return onOutcome('closed');
    if (answer.status === 429) return setProblem('rateLimited');
    if (Object.keys(answer.fields).length > 0) return showErrors(answer.fields);
    setProblem(answer.status === 0 ? 'offline' : 'generic');
  }

  const textInput = (key: 'email' | 'firstName' | 'lastName', autoComplete: string) => {
    const id = idOf(key);
    const error = errorOf(key);
    return (
      <FieldShell id={id} label={texts.form[key]} error={error} isRequired>
        <input
          id={id}
          name={key}
          className={classes.input}
          type={key === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          required
          maxLength={key === 'email' ? 254 : 100}
          value={values[key]}
          onChange={(e) => set(key, e.currentTarget.value)}
          aria-describedby={describedBy(id, undefined, error)}
          aria-invalid={error ? true : undefined}
        />
      </FieldShell>
    );
  };

  const termsId = idOf('termsAccepted');
  const termsError = errorOf('termsAccepted');
  return (
    <form
      ref={formRef}
      className={classes.form}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby={`${uid}-h`}
    >
      <h2 id={`${uid}-h`} className={classes.formHeading}>
        {texts.form.heading}
      </h2>
      <p className={classes.help}>{texts.requiredHint}</p>
      {textInput('email', 'email')}
      {textInput('firstName', 'given-name')}
      {textInput('lastName', 'family-name')}
      {fields.map((item) => (
        <div key={item.id}>
          {item.header && <h3 className={classes.sectionHeading}>{item.header}</h3>}
          <ProfileField
            item={item}
            id={idOf(answerPath(item.id))}
            value={values.answers[item.id] ?? ''}
            error={errorOf(answerPath(item.id))}
            pageCode={pageCode}
            language={language}
            onChange={(v) => setAnswer(item.id, v)}
          />
        </div>
      ))}
      {hasTerms && (
        <div className={classes.field} data-invalid={termsError ? 'true' : undefined}>
          <div className={classes.check}>
            <input
              id={termsId}
              type="checkbox"
              required
              checked={values.termsAccepted}
              onChange={(e) => set('termsAccepted', e.currentTarget.checked)}
              aria-describedby={describedBy(termsId, undefined, termsError)}
              aria-invalid={termsError ? true : undefined}
            />
            <label htmlFor={termsId} className={classes.terms}>
              <ServerHtml html={page.termsText} as="span" />
              <RequiredMark />
            </label>
          </div>
          {termsError && (
            <p id={`${termsId}-error`} className={classes.error}>
              {termsError}
            </p>
          )}
        </div>
      )}
      <div className={classes.honeypot} aria-hidden="true">
        <label htmlFor={idOf('website')}>{texts.form.website}</label>
        <input
          id={idOf('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set('website', e.currentTarget.value)}
        />
      </div>
      <div role="alert" className={classes.formProblem}>
        {problem === 'checkFields' ? texts.form.checkFields : problem ? texts.errors[problem] : null}
      </div>
      <button type="submit" className={classes.submit} aria-disabled={isSending || undefined}>
        {isSending ? texts.form.sending : page.submitLabel}
      </button>
    </form>
  );
}
