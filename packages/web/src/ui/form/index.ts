export { CheckboxField } from './CheckboxField';
export { NewPasswordFields, PasswordField } from './PasswordField';
export { PasswordRules } from './PasswordRules';
export { SelectField } from './SelectField';
export { TagsField } from './TagsField';
export { TextField } from './TextField';
export { fieldErrorText } from './fieldError';
export { SaveBar } from './SaveBar';
// PartyFields (name, company and country fields) is imported from its own module: its country names
// (i18n-iso-countries in four languages) would otherwise come with every form of the app.
