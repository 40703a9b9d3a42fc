export { CheckboxField } from './CheckboxField';
export { PasswordField } from './PasswordField';
export { PasswordRules } from './PasswordRules';
export { SelectField } from './SelectField';
export { TagsField } from './TagsField';
export { TextField } from './TextField';
export { fieldErrorText } from './fieldError';
export { SaveBar } from './SaveBar';
