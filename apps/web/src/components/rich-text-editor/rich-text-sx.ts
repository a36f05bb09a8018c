import type { SxProps, Theme } from '@mui/material/styles';

// How stored rich text looks (a posting's description, a mail, a contact's notes), in the editor
// and where it is shown alike.
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
