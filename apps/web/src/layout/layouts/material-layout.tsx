import Box from '@mui/material/Box';
import { HorizontalLayoutFrame } from '../horizontal-layout-frame';
import type { LayoutProps } from '../layout-props';

// Material: a primary-coloured band behind the header and menu; the content is a raised card
// that overlaps the band.
export function MaterialLayout(props: LayoutProps) {
  return (
    <HorizontalLayoutFrame
      {...props}
      name="material"
      menuPlacement="row"
      maxWidth={1280}
      menuColor="inherit"
      headerSx={{
        bgcolor: 'transparent',
        color: 'primary.contrastText',
        // The logo's mark and the avatar are primary-coloured: inverted so they show on the band.
        '& a [aria-hidden="true"]': { bgcolor: 'common.white', color: 'primary.main' },
        '& .MuiAvatar-root': { bgcolor: 'common.white', color: 'primary.main' },
      }}
      backdrop={
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            bottom: 'auto',
            height: 220,
            bgcolor: 'primary.main',
          }}
        />
      }
      contentSx={{
        mt: { xs: 1, md: 2 },
        mb: 4,
        bgcolor: 'background.paper',
        borderRadius: { xs: 0, md: 3 },
        boxShadow: 3,
      }}
    />
  );
}
