import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '../../../components/icons/app-icon';
import { APP_ICON_NAMES, hasAppIcon, iconKey } from '../../../components/icons/app-icons';

type IconPickerFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  // The translated error of the form's rules, shown once the field has been left.
  error?: string;
};

// Matches the typed text anywhere in the icon's short name ('cap' finds academic-cap).
const filterIcons = createFilterOptions<string>({ stringify: (name) => iconKey(name) });

// The shortcut's icon: a text field that suggests the icons the app can draw, each shown with its
// picture, and previews the chosen one. Any name may still be typed (the stored data names
// icons this way); one the app cannot draw is said so, and shows the bolt.
export function IconPickerField({ value, onChange, onBlur, error }: IconPickerFieldProps) {
  const { t } = useTranslation();
  const known = hasAppIcon(value);
  const helperText =
    error ??
    (value.trim() && !known ? t('widgets.shortcuts.iconUnknown') : t('widgets.shortcuts.iconHint'));
  return (
    <Autocomplete
      freeSolo
      options={APP_ICON_NAMES}
      filterOptions={filterIcons}
      // The text is the value: typing a full name works as well as picking one.
      inputValue={value}
      onInputChange={(_event, text) => onChange(text)}
      value={value || null}
      onChange={(_event, chosen) => onChange(chosen ?? '')}
      getOptionLabel={(option) => option}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <AppIcon name={option} fontSize="small" />
          {iconKey(option)}
        </Box>
      )}
      slotProps={{ listbox: { sx: { maxHeight: 280 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('widgets.shortcuts.fields.icon')}
          required
          size="small"
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <AppIcon name={value} fallback={BoltOutlined} fontSize="small" color="action" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
