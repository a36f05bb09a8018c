import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryErrorState } from '../../../components/error-state';
import { UserAvatar } from '../../../components/user-avatar';
import { contactListQueryOptions } from '../api/contacts.queries';
import { contactRows } from './contact-rows';

const LETTER_HEIGHT = 36;
const CONTACT_HEIGHT = 68;
// Loads the next page while this many rows are still ahead of the last one shown.
const PREFETCH_ROWS = 30;

type Props = {
  search: string | undefined;
  selectedId: string | undefined;
  hrefOf: (id: string) => string;
};

// The contacts, grouped by first letter, virtualised (only the rows in view are in the page,
// decision 060) and loaded a page at a time as the user scrolls (decision 062). One row takes
// Tab; the arrow keys, Home and End move between rows, Enter opens one.
export function ContactList({ search, selectedId, hrefOf }: Props) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(contactListQueryOptions(search ?? ''));
  const scrollRef = useRef<HTMLDivElement>(null);
  const first = list.data?.pages[0];
  const contacts = useMemo(
    () => list.data?.pages.flatMap((page) => page.contacts) ?? [],
    [list.data],
  );
  const rows = useMemo(() => contactRows(contacts, first?.letters ?? []), [contacts, first]);
  const [focusId, setFocusId] = useState<string | undefined>(undefined);
  const tabbableId =
    focusId && contacts.some((c) => c.id === focusId)
      ? focusId
      : selectedId && contacts.some((c) => c.id === selectedId)
        ? selectedId
        : contacts[0]?.id;

  // The virtualiser's functions change with every scroll, so this component is not memoised;
  // nothing memoised below it receives them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'letter' ? LETTER_HEIGHT : CONTACT_HEIGHT),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShown >= rows.length - PREFETCH_ROWS) {
      void fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShown, rows.length]);

  const move = (event: KeyboardEvent) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    if (!keys.includes(event.key) || !tabbableId) return;
    event.preventDefault();
    const indexes = rows.flatMap((row, index) => (row.kind === 'contact' ? [index] : []));
    const at = indexes.findIndex((index) => rows[index]?.key === tabbableId);
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? indexes.length - 1
          : Math.min(Math.max(at + (event.key === 'ArrowDown' ? 1 : -1), 0), indexes.length - 1);
    const rowIndex = indexes[target];
    if (rowIndex === undefined) return;
    const row = rows[rowIndex];
    if (row?.kind !== 'contact') return;
    setFocusId(row.contact.id);
    virtualizer.scrollToIndex(rowIndex, { align: 'auto' });
    // The row may only now come into the page: focus it once it is drawn.
    requestAnimationFrame(() =>
      scrollRef.current
        ?.querySelector<HTMLElement>(`[data-contact-id="${row.contact.id}"]`)
        ?.focus(),
    );
  };

  if (list.isError && !list.data) {
    return (
      <Box sx={{ p: 2 }}>
        <QueryErrorState title={t('contacts.list.loadFailed')} query={list} />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2, pb: 1 }}>
        {first === undefined
          ? t('contacts.list.loading')
          : search
            ? t('contacts.list.found', { count: first.total ?? 0 })
            : t('contacts.list.total', { count: first.total ?? 0 })}
      </Typography>
      <Box ref={scrollRef} sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }} onKeyDown={move}>
        {!list.data ? (
          <ListSkeleton />
        ) : contacts.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {search ? t('contacts.list.noMatch', { search }) : t('contacts.list.empty')}
          </Typography>
        ) : (
          <Box
            role="list"
            aria-label={t('contacts.list.label')}
            sx={{ position: 'relative', height: virtualizer.getTotalSize() }}
          >
            {items.map((item) => {
              const row = rows[item.index]!;
              return (
                <Box
                  key={item.key}
                  role="listitem"
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {row.kind === 'letter' ? (
                    <Box
                      sx={{
                        display: 'flex',
                        alignItems: 'baseline',
                        gap: 1,
                        px: 2,
                        height: LETTER_HEIGHT,
                        pt: 1.5,
                        bgcolor: 'action.hover',
                        borderBottom: 1,
                        borderColor: 'divider',
                      }}
                    >
                      <Typography component="span" sx={{ fontWeight: 700 }}>
                        {row.letter}
                      </Typography>
                      <Typography component="span" variant="caption" color="text.secondary">
                        {t('contacts.list.letterCount', { count: row.count })}
                      </Typography>
                    </Box>
                  ) : (
                    <ListItemButton
                      component={RouterLink}
                      to={hrefOf(row.contact.id)}
                      data-contact-id={row.contact.id}
                      selected={row.contact.id === selectedId}
                      aria-current={row.contact.id === selectedId ? 'page' : undefined}
                      tabIndex={row.contact.id === tabbableId ? 0 : -1}
                      onFocus={() => setFocusId(row.contact.id)}
                      sx={{
                        gap: 2,
                        height: CONTACT_HEIGHT,
                        borderBottom: 1,
                        borderColor: 'divider',
                        '&.Mui-focusVisible': {
                          outline: 2,
                          outlineColor: 'primary.main',
                          outlineOffset: -2,
                        },
                      }}
                    >
                      <UserAvatar user={row.contact} size={40} />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography noWrap sx={{ fontWeight: 500 }}>
                          {row.contact.name}
                        </Typography>
                        <Typography noWrap variant="body2" color="text.secondary">
                          {[row.contact.title, row.contact.company].filter(Boolean).join(' · ')}
                        </Typography>
                      </Box>
                    </ListItemButton>
                  )}
                </Box>
              );
            })}
          </Box>
        )}
        {isFetchingNextPage && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {t('contacts.list.loadingMore')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="progressbar" aria-label={t('contacts.list.loading')} aria-busy="true" sx={{ px: 2 }}>
      {Array.from({ length: 8 }, (_, index) => (
        <Box
          key={index}
          sx={{ display: 'flex', gap: 2, alignItems: 'center', height: CONTACT_HEIGHT }}
        >
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
