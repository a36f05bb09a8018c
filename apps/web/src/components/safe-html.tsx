import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { sanitizeHtml } from '../lib/sanitize-html';

// Renders stored, untrusted HTML after sanitising it; see sanitize-html.ts for what survives.
export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  return <Box component="span" sx={sx} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
