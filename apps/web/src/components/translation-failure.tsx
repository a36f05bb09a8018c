import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TRANSLATION_LOAD_ERROR } from '../lib/i18n';

// Shown instead of the app when no translation file could be loaded: every other text of the
// app comes from those files, so this one screen speaks plain English (decision 025).
export function TranslationFailure() {
  return (
    <Box
      component="main"
      role="alert"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
        // Outside the app's theme: the default light colours, whatever the scheme.
        bgcolor: 'background.default',
        color: 'text.primary',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <Typography component="h1" variant="h6">
        {TRANSLATION_LOAD_ERROR}
      </Typography>
      <Typography color="text.secondary">Check your connection, then try again.</Typography>
      <Box>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </Box>
    </Box>
  );
}
