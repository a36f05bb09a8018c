import type { SxProps, Theme } from '@mui/material/styles';

// How a posting's description looks, in the editor and on the posting's page alike.
export const richTextSx = {
  overflowWrap: 'anywhere',
  '& p': { my: 1 },
  '& h2': { fontSize: '1.25rem', fontWeight: 600, mt: 2.5, mb: 1 },
  '& h3': { fontSize: '1.0625rem', fontWeight: 600, mt: 2, mb: 0.75 },
  '& ul, & ol': { pl: 3, my: 1 },
  '& li > p': { my: 0.25 },
  '& blockquote': {
    borderLeft: 3,
    borderColor: 'divider',
    color: 'text.secondary',
    pl: 2,
    mx: 0,
    my: 1.5,
  },
  '& a': { color: 'primary.main' },
  '& > :first-of-type, & .ProseMirror > :first-of-type': { mt: 0 },
} satisfies SxProps<Theme>;
