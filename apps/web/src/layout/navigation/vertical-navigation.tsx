import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import {
  NAVIGATION_WIDTHS,
  itemTitle,
  visibleChildren,
  type NavigationAppearance,
  type ShellNavigationItem,
} from './navigation-utils';
import { VerticalNavigationItem, type VerticalItemContext } from './vertical-navigation-item';

type VerticalNavigationProps = {
  // The navigation's name, e.g. "mainNavigation" (used as its element id).
  name: string;
  items: readonly ShellNavigationItem[];
  appearance: NavigationAppearance;
  activeAsideId: string | null;
  onAsideChange: (id: string | null) => void;
  header?: ReactNode;
  footer?: ReactNode;
};

// The vertical navigation's content, shared by every side-navigation layout. The drawer
// around it (over or side mode) belongs to the layout frame.
export function VerticalNavigation({
  name,
  items,
  appearance,
  activeAsideId,
  onAsideChange,
  header,
  footer,
}: VerticalNavigationProps) {
  const { t } = useTranslation();
  const aside = activeAsideId ? findItem(items, activeAsideId) : undefined;
  const context = {
    appearance,
    activeAsideId,
    onToggleAside: (item: ShellNavigationItem) =>
      onAsideChange(activeAsideId === item.id ? null : item.id),
  };
  return (
    <Box
      id={name}
      component="nav"
      aria-label={t('shell.navigation.label')}
      data-appearance={appearance}
      sx={{
        position: 'relative',
        height: '100%',
        width: NAVIGATION_WIDTHS[appearance],
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {header}
      <Box sx={{ flexGrow: 1, minHeight: 0, overflowY: 'auto', display: 'flex' }}>
        <List
          component="div"
          dense
          disablePadding
          sx={{
            px: appearance === 'default' ? 1.5 : 1,
            pb: 2,
            flexGrow: 1,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          {visibleChildren(items).map((item) => (
            <VerticalNavigationItem key={item.id} item={item} level={0} context={context} />
          ))}
        </List>
      </Box>
      {footer}
      {aside && (
        <AsidePanel
          aside={aside}
          onClose={() => onAsideChange(null)}
          context={{ ...context, appearance: 'default' }}
        />
      )}
    </Box>
  );
}

// An aside item's children, in a panel of their own. Opening it moves focus to its close button,
// so the keyboard continues inside it rather than in the rest of the navigation.
function AsidePanel({
  aside,
  onClose,
  context,
}: {
  aside: ShellNavigationItem;
  onClose: () => void;
  context: VerticalItemContext;
}) {
  const { t } = useTranslation();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
  }, [aside.id]);
  return (
    <Paper
      square
      elevation={8}
      aria-label={itemTitle(aside, t)}
      component="section"
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        // Beside the navigation where there is room; on a phone it covers the navigation
        // (its close button leads back).
        left: { xs: 0, sm: '100%' },
        width: { xs: '100%', sm: NAVIGATION_WIDTHS.default },
        minWidth: NAVIGATION_WIDTHS.default,
        overflowY: 'auto',
        zIndex: 1,
        color: 'text.primary',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pl: 3, pr: 1, pt: 1.5, pb: 0.5 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
          {itemTitle(aside, t)}
        </Typography>
        <IconButton
          ref={closeButton}
          size="small"
          aria-label={t('shell.navigation.closeAside', { title: itemTitle(aside, t) })}
          onClick={onClose}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <List component="div" dense disablePadding sx={{ px: 1.5 }}>
        {visibleChildren(aside.children).map((child) => (
          <VerticalNavigationItem key={child.id} item={child} level={0} context={context} />
        ))}
      </List>
    </Paper>
  );
}

function findItem(
  items: readonly ShellNavigationItem[],
  id: string,
): ShellNavigationItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findItem(item.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

export type { NavigationAppearance };
