import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorText } from '../../../lib/error-text';

export type FormTextFieldProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  required?: boolean;
  helperText?: ReactNode;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  endAdornment?: ReactNode;
};

// An outlined text field bound to react-hook-form; its error shows, translated, under it.
// Built from the input parts rather than TextField, which would also bundle Select.
export function FormTextField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  required = false,
  helperText,
  inputMode,
  endAdornment,
}: FormTextFieldProps<TValues, TOutput>) {
  const errorText = useErrorText();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error && errorText(fieldState.error);
  const help = error ?? helperText;
  const helpId = `${id}-help`;

  return (
    <FormControl fullWidth error={Boolean(error)} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={field.name}
        type={type}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={field.disabled}
        autoComplete={autoComplete}
        endAdornment={endAdornment}
        inputProps={{
          inputMode,
          'aria-required': required || undefined,
          'aria-describedby': help ? helpId : undefined,
        }}
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
