import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';

type VirtualListProps<T> = {
  items: readonly T[];
  // Every row is this tall: chats and contacts are one line of name and one of text.
  itemHeight: number;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
};

// A list that draws only the rows in view (decision 060), so a user with thousands of contacts
// or chats scrolls as smoothly as one with ten. Each row stays a list item with its position.
export function VirtualList<T>({
  items,
  itemHeight,
  getKey,
  renderItem,
  label,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer changes in place as the list scrolls, so the React Compiler must not memoize
  // this component (it skips it, and says so); nothing here is passed to memoized children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => itemHeight,
    getItemKey: (index) => getKey(items[index]!),
    overscan: 8,
  });
  return (
    <Box ref={scroller} sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto' }}>
      <Box
        component="ul"
        aria-label={label}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          position: 'relative',
          height: virtualizer.getTotalSize(),
        }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <Box
            component="li"
            key={row.key}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: itemHeight,
              transform: `translateY(${row.start}px)`,
            }}
          >
            {renderItem(items[row.index]!)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
