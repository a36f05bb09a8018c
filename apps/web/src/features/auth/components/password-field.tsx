import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

type PasswordFieldProps<TValues extends FieldValues, TOutput> = Omit<
  FormTextFieldProps<TValues, TOutput>,
  'type' | 'endAdornment' | 'inputMode' | 'autoComplete'
> & {
  autoComplete: 'current-password' | 'new-password';
};

export function PasswordField<TValues extends FieldValues, TOutput>(
  props: PasswordFieldProps<TValues, TOutput>,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  // The toggle is named by its (visually hidden) text rather than an aria-label, so that a
  // "Password" label lookup finds only the field itself.
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            onClick={() => setVisible((current) => !current)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
            <Box component="span" sx={visuallyHidden}>
              {visible ? t('auth.passwordToggle.hide') : t('auth.passwordToggle.show')}
            </Box>
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
