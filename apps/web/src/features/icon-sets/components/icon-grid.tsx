import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconSetSlug } from '@rehearse/contracts/icons';
import { IconTile } from './icon-tile';

const TILE_MIN_WIDTH = 112;
const ROW_HEIGHT = 104;
const GAP = 8;

type Props = {
  slug: IconSetSlug;
  namespace: string;
  names: string[];
  size: number;
  drawable: ReadonlySet<string>;
  onCopy: (fullName: string) => void;
};

// The columns that fit the grid's width, followed as the window or the layout changes.
function useColumns(element: React.RefObject<HTMLDivElement | null>): number {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () =>
      setColumns(Math.max(1, Math.floor((node.clientWidth + GAP) / (TILE_MIN_WIDTH + GAP))));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return columns;
}

// A set's icons in rows of tiles; only the rows in view (and a few around them) are in the page,
// so the 2,122 glyphs of a Material set stay quick to scroll on a phone.
export function IconGrid({ slug, namespace, names, size, drawable, onCopy }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const columns = useColumns(scroller);
  const rowCount = Math.ceil(names.length / columns);
  // The app is not built with the React Compiler, so nothing memoises the virtualiser's getters.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT + GAP,
    overscan: 4,
  });

  return (
    <Box
      ref={scroller}
      sx={{
        height: { xs: 'calc(100dvh - 320px)', md: 'calc(100dvh - 340px)' },
        minHeight: 320,
        overflowY: 'auto',
        contain: 'strict',
        // Room for a focused tile's outline at the edges.
        px: 0.5,
      }}
    >
      <Box
        role="list"
        aria-label={t('iconSets.gridLabel')}
        sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <Box
            key={row.key}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              height: ROW_HEIGHT,
              transform: `translateY(${row.start + GAP / 2}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: `${GAP}px`,
            }}
          >
            {names.slice(row.index * columns, (row.index + 1) * columns).map((name) => (
              <Box role="listitem" key={name} sx={{ minWidth: 0 }}>
                <IconTile
                  slug={slug}
                  namespace={namespace}
                  name={name}
                  size={size}
                  drawn={drawable.has(name)}
                  onCopy={onCopy}
                />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
