import type { ChangeEvent } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorText } from '../lib/error-text';

type ControlledTextFieldProps<Values extends FieldValues, Output> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'onBlur' | 'inputRef'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  // Called after the form has the new value (e.g. to clear a "saved" note).
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

// A MUI text field (or select) bound to react-hook-form. Its error, from the contract's rules
// or the server, shows under it in the user's language, in place of the helper text.
export function ControlledTextField<Values extends FieldValues, Output>({
  control,
  name,
  onChange,
  helperText,
  ...props
}: ControlledTextFieldProps<Values, Output>) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error && errorText(fieldState.error);
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as unknown) ?? ''}
      onChange={(event) => {
        field.onChange(event);
        onChange?.(event);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled ?? field.disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
