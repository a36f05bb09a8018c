import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorText } from '../../lib/error-text';

type NumberFieldProps<Values extends FieldValues, Output> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'onBlur' | 'inputRef' | 'type'
> & {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  // Whether an empty box means "none" (null) rather than a missing number.
  nullable?: boolean;
  min?: number;
  max?: number;
};

// A whole number bound to react-hook-form: the form holds a number (or null when left empty),
// so the contract's rules check it as the API would. Its error shows under it.
export function NumberField<Values extends FieldValues, Output>({
  control,
  name,
  nullable,
  min,
  max,
  helperText,
  slotProps,
  ...props
}: NumberFieldProps<Values, Output>) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error && errorText(fieldState.error);
  const value = field.value as number | null | undefined;
  return (
    <TextField
      {...props}
      type="number"
      name={field.name}
      value={value === null || value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(event) => {
        const text = event.target.value;
        field.onChange(text === '' ? (nullable ? null : Number.NaN) : Number(text));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
    />
  );
}
