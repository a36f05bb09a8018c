import type { SxProps, Theme } from '@mui/material/styles';

// A dark navigation panel (classy, compact, futuristic): light text, and the selected item
// marked by a light overlay because the primary colour can lack contrast on dark.
export const darkNavigationSx = (background: string): SxProps<Theme> => ({
  background,
  color: '#e5e7eb',
  borderColor: 'transparent',
  '& .MuiListItemButton-root:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
  '& .MuiListItemButton-root.Mui-selected': { bgcolor: 'rgba(255,255,255,0.14)', color: '#fff' },
  '& .MuiListItemButton-root.Mui-selected .MuiSvgIcon-root': { color: '#fff' },
  '& .MuiDivider-root': { borderColor: 'rgba(255,255,255,0.14)' },
});
