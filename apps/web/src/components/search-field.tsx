import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { useEffect, useRef, useState } from 'react';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  // The search in effect (from the address); undefined for none.
  value: string | undefined;
  // Called once typing pauses, with the trimmed term (undefined when empty).
  onSearch: (value: string | undefined) => void;
  maxLength?: number;
};

// Search as you type, applied once typing pauses (300 ms). Follows the value it is given when
// that changes from elsewhere (Back, "Clear filters").
export function SearchField({ value, onSearch, maxLength = 100, slotProps, ...props }: Props) {
  const [text, setText] = useState(value ?? '');
  const pushed = useRef(value);

  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === value) return;
    const timer = window.setTimeout(() => {
      pushed.current = next;
      onSearch(next);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  useEffect(() => {
    if (value === pushed.current) return;
    pushed.current = value;
    setText(value ?? '');
  }, [value]);

  return (
    <TextField
      {...props}
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength },
      }}
    />
  );
}
