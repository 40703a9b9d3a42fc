export { CheckboxField } from './CheckboxField';
export { NewPasswordFields, PasswordField } from './PasswordField';
export { PasswordRules } from './PasswordRules';
export { SelectField } from './SelectField';
export { TagsField } from './TagsField';
export { TextField } from './TextField';
export { fieldErrorText } from './fieldError';
export { SaveBar } from './SaveBar';
export { COMPANY_FIELD_NAMES, CompanyFields, NameFields, PROFILE_FIELD_NAMES } from './PartyFields';
