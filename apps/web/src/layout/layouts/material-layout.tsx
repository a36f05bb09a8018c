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
      headerSx={[
        (theme) => ({
          bgcolor: 'transparent',
          color: 'primary.contrastText',
          // The logo's mark and the avatar are primary-coloured: inverted so they show on the band.
          '& .product-logo-mark, & .MuiAvatar-root': {
            bgcolor: 'common.white',
            color: 'primary.main',
          },
          // Dark: the band is a deep tint of the primary, under light text and the usual marks.
          ...theme.applyStyles('dark', {
            color: 'text.primary',
            '& .product-logo-mark, & .MuiAvatar-root': {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            },
          }),
        }),
      ]}
      backdrop={
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            inset: 0,
            bottom: 'auto',
            height: 220,
            bgcolor: 'primary.main',
            ...theme.applyStyles('dark', {
              bgcolor: `rgba(${theme.vars?.palette.primary.mainChannel ?? '165 180 252'} / 0.2)`,
            }),
          })}
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
