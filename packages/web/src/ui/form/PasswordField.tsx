import { PasswordInput, type PasswordInputProps, Popover } from '@mantine/core';
import { useId, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '../theme';
import { PasswordRules } from './PasswordRules';
import { fieldErrorText } from './fieldError';

type PasswordFieldProps<T extends FieldValues> = Omit<
  PasswordInputProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  isRequired?: boolean;
  /** Shows the password-rules tooltip while the field has focus. */
  withRules?: boolean;
};

/** Password input bound to a form field, optionally with the live password-rules tooltip. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  isRequired,
  withRules,
  ...props
}: PasswordFieldProps<T>) {
  const { t } = useTranslation();
  const rulesId = useId();
  const [isFocused, setFocused] = useState(false);
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? '';
  const error = fieldErrorText(t, fieldState.error);
  const input = (
    <PasswordInput
      {...props}
      aria-label={props.label}
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        field.onBlur();
      }}
      withAsterisk={isRequired}
      aria-required={isRequired || undefined}
      aria-describedby={withRules ? rulesId : undefined}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
      visibilityToggleButtonProps={{ 'aria-label': t('password.toggleVisibility') }}
    />
  );
  if (!withRules) return input;
  return (
    <Popover
      opened={isFocused}
      position="bottom-start"
      withArrow
      trapFocus={false}
      returnFocus={false}
      withRoles={false}
      width="target"
      styles={{ dropdown: { minWidth: LAYOUT.tooltipMinWidth } }}
    >
      <Popover.Target>
        <div>{input}</div>
      </Popover.Target>
      <Popover.Dropdown>
        <PasswordRules password={value} id={rulesId} />
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * A new password (the rules tooltip while typing) and its repetition in `confirmPassword`: sign-up,
 * password reset, invitation and the user profile ask for it alike.
 */
export function NewPasswordFields<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  /** The new password's field ('password', or 'newPassword' beside the current one). */
  name: FieldPath<T>;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        control={control}
        name={name}
        label={label ?? t('fields.password')}
        autoComplete="new-password"
        isRequired
        withRules
      />
      <PasswordField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}
