import Box from '@mui/material/Box';
import { highlightParts } from './highlight-parts';

// Text with the search's matches marked.
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <Box
            component="mark"
            key={index}
            sx={{ bgcolor: 'warning.light', color: 'common.black', borderRadius: 0.5, px: 0.25 }}
          >
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
