import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SettingsSuggestOutlined from '@mui/icons-material/SettingsSuggestOutlined';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  LAYOUTS,
  SCHEMES,
  THEMES,
  type LayoutName,
  type Scheme,
  type ThemeName,
} from '@rehearse/contracts/settings';
import { useTranslation } from 'react-i18next';
import { settingsQueryOptions, useUpdateSettings } from '../api/settings.queries';
import { setSettingsPanelOpen, useSettingsPanelOpen } from '../settings-panel-store';

const schemeIcons: Record<Scheme, React.ReactNode> = {
  light: <LightModeOutlined fontSize="small" />,
  dark: <DarkModeOutlined fontSize="small" />,
  auto: <SettingsSuggestOutlined fontSize="small" />,
};

// The swatch of each theme in the panel (the theme's light primary colour).
const swatches: Record<ThemeName, string> = {
  'theme-default': '#4f46e5',
  'theme-brand': '#2563eb',
  'theme-teal': '#0f766e',
  'theme-rose': '#e11d48',
  'theme-purple': '#7e22ce',
  'theme-amber': '#b45309',
};

const sectionSx = { mt: 3, mb: 1, fontWeight: 600 } as const;

// Theme and layout choices as a grid of separate tiles. A toggle group joins its buttons into
// one bar (shared borders, rounded ends only); in a grid every tile gets its own border and
// corners, and the chosen one a primary border. `&&` outranks the group's joining styles.
const tileGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 1,
  '&& .MuiToggleButton-root': {
    m: 0,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
  },
  '&& .MuiToggleButton-root.Mui-selected': { borderColor: 'primary.main' },
} as const;

// The cog in the header opens this drawer: colour scheme, theme and layout, saved per user.
export function SettingsPanel() {
  const { t } = useTranslation();
  const open = useSettingsPanelOpen();
  const setOpen = setSettingsPanelOpen;
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const update = useUpdateSettings();
  const titleId = useId();
  const schemeId = useId();
  const themeId = useId();
  const layoutId = useId();

  return (
    <>
      <Tooltip title={t('shell.settings.open')}>
        <IconButton
          color="inherit"
          aria-label={t('shell.settings.open')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <SettingsOutlined />
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: { xs: '100%', sm: 400 }, p: 3 },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography id={titleId} variant="h2" sx={{ flexGrow: 1 }}>
            {t('shell.settings.title')}
          </Typography>
          <IconButton aria-label={t('shell.settings.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>

        <Typography id={schemeId} sx={sectionSx}>
          {t('shell.settings.scheme')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          aria-labelledby={schemeId}
          value={settings.scheme}
          onChange={(_event, scheme: Scheme | null) => scheme && update.mutate({ scheme })}
        >
          {SCHEMES.map((scheme) => (
            <ToggleButton key={scheme} value={scheme} sx={{ gap: 1 }}>
              {schemeIcons[scheme]}
              {t(`shell.settings.schemes.${scheme}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>

        <Typography id={themeId} sx={sectionSx}>
          {t('shell.settings.theme')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-labelledby={themeId}
          value={settings.theme}
          onChange={(_event, theme: ThemeName | null) => theme && update.mutate({ theme })}
          sx={tileGridSx}
        >
          {THEMES.map((theme) => (
            <ToggleButton key={theme} value={theme} sx={{ gap: 1, justifyContent: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: swatches[theme] }}
              />
              {t(`shell.settings.themes.${theme}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>

        <Typography id={layoutId} sx={sectionSx}>
          {t('shell.settings.layout')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-labelledby={layoutId}
          value={settings.layout}
          onChange={(_event, layout: LayoutName | null) => layout && update.mutate({ layout })}
          sx={tileGridSx}
        >
          {LAYOUTS.map((layout) => (
            <ToggleButton key={layout} value={layout}>
              {t(`shell.settings.layouts.${layout}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Drawer>
      <Snackbar
        open={update.isError}
        autoHideDuration={6000}
        onClose={() => update.reset()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => update.reset()}>
          {t('shell.settings.saveFailed')}
        </Alert>
      </Snackbar>
    </>
  );
}
