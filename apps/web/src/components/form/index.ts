/**
 * The generic form kit (issue 3, item 11). See apps/web/README.md "Form kit". The API only grows:
 * add props or exports, never change the existing ones.
 */
export { useContractForm } from './use-contract-form';
export type { ContractForm, ContractFormOptions, FormStatus } from './use-contract-form';
export { contractResolver, issuesToFieldErrors, ruleForIssue } from './contract-resolver';
export type { ParseableSchema } from './contract-resolver';
export {
  decodeRule,
  encodeRule,
  errorAt,
  fieldErrorFromApi,
  translateFieldError,
  translateRule,
} from './field-error';
export type { RuleParams } from './field-error';
export { Form, FormActions, FormMessage, SubmitButton, useFormKit } from './form';
export type { FormProps } from './form';
export { Field, FieldShell, RequiredMark, controlClasses, useFieldError } from './field';
export type { FieldControlProps, FieldProps, FieldShellProps } from './field';
export { EmailField, TelField, TextField } from './text-fields';
export type { TextFieldProps } from './text-fields';
export { DateField, DateTextInput, MonthField, maskDateText } from './date-fields';
export type { DateFieldProps, DateTextInputProps } from './date-fields';
export { NumberField, formatDecimal, parseDecimal } from './number-field';
export type { NumberFieldProps } from './number-field';
export { CheckboxField, RadioGroupField, SelectField } from './choice-fields';
export type {
  CheckboxFieldProps,
  OptionValue,
  RadioGroupFieldProps,
  RadioOption,
  SelectFieldProps,
  SelectOption,
} from './choice-fields';
export { TextareaField } from './textarea-field';
export { AddressFields } from './address-fields';
export type { TextareaFieldProps } from './textarea-field';
export { BackButton, NextButton, StepScreen, STEP_COLORS } from './step-screen';
export type { StepColor, StepScreenProps, StepScreenStep } from './step-screen';
export { SavedNote, SwitchListForm } from './switch-list-form';
export type { SwitchListFormProps } from './switch-list-form';
