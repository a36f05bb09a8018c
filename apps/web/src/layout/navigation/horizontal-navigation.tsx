import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkBehavior } from '../../components/link-behavior';
import { NavigationIcon } from './navigation-icon';
import {
  hasActiveChild,
  isItemActive,
  itemTitle,
  runItemFunction,
  visibleChildren,
  type ShellNavigationItem,
} from './navigation-utils';

type HorizontalNavigationProps = {
  items: readonly ShellNavigationItem[];
  // "inherit" on a coloured header bar, "primary" on a light one.
  color?: 'inherit' | 'primary';
};

// The top menu bar of the horizontal layouts: a top-level link is a button, a group (or a
// collapsable or aside) is a button that opens its children as a dropdown menu.
export function HorizontalNavigation({ items, color = 'primary' }: HorizontalNavigationProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('shell.navigation.label')}
      data-orientation="horizontal"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flexWrap: 'wrap' }}
    >
      {visibleChildren(items).map((item) => {
        if (item.type === 'divider')
          return <Divider key={item.id} orientation="vertical" flexItem sx={{ mx: 1 }} />;
        if (item.type === 'spacer') return <Box key={item.id} sx={{ flexGrow: 1 }} />;
        if (item.children?.length) return <DropdownItem key={item.id} item={item} color={color} />;
        return <TopLink key={item.id} item={item} color={color} />;
      })}
    </Box>
  );
}

function TopLink({ item, color }: { item: ShellNavigationItem; color: 'inherit' | 'primary' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isItemActive(item, pathname);
  const external = item.externalLink
    ? { component: 'a' as const, target: item.target ?? '_blank', rel: 'noopener noreferrer' }
    : { target: item.target };
  const button = (
    <Button
      color={color}
      href={item.link}
      disabled={item.disabled}
      aria-current={active ? 'page' : undefined}
      startIcon={<NavigationIcon name={item.icon} />}
      onClick={() => runItemFunction(item)}
      sx={{ fontWeight: active ? 700 : 500, bgcolor: active ? 'action.selected' : undefined }}
      {...external}
    >
      {itemTitle(item, t)}
    </Button>
  );
  return item.tooltip ? <Tooltip title={item.tooltip}>{button}</Tooltip> : button;
}

function DropdownItem({
  item,
  color,
}: {
  item: ShellNavigationItem;
  color: 'inherit' | 'primary';
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = hasActiveChild(item, pathname);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color={color}
        disabled={item.disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => {
          runItemFunction(item);
          setAnchor(event.currentTarget);
        }}
        sx={{ fontWeight: active ? 700 : 500, bgcolor: active ? 'action.selected' : undefined }}
      >
        {itemTitle(item, t)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {menuEntries(item.children ?? [], pathname, t, close)}
      </Menu>
    </>
  );
}

// Nested groups become headed sections of the one menu, so the whole tree stays reachable.
function menuEntries(
  items: readonly ShellNavigationItem[],
  pathname: string,
  t: Parameters<typeof itemTitle>[1],
  close: () => void,
): React.ReactNode[] {
  return visibleChildren(items).flatMap((child) => {
    if (child.type === 'divider') return [<Divider key={child.id} />];
    if (child.type === 'spacer') return [];
    if (child.children?.length) {
      return [
        <ListSubheader key={child.id} sx={{ lineHeight: 2.5 }}>
          {itemTitle(child, t)}
        </ListSubheader>,
        ...menuEntries(child.children, pathname, t, close),
      ];
    }
    const active = isItemActive(child, pathname);
    // In-app links navigate through the router; external ones open as plain anchors.
    const link = !child.link
      ? {}
      : child.externalLink
        ? {
            component: 'a' as const,
            href: child.link,
            target: child.target ?? '_blank',
            rel: 'noopener noreferrer',
          }
        : { component: LinkBehavior, href: child.link, target: child.target };
    return [
      <MenuItem
        key={child.id}
        disabled={child.disabled}
        selected={active}
        aria-current={active ? 'page' : undefined}
        title={child.tooltip}
        onClick={() => {
          runItemFunction(child);
          close();
        }}
        {...link}
      >
        <ListItemIcon>
          <NavigationIcon name={child.icon} fontSize="small" />
        </ListItemIcon>
        <ListItemText>{itemTitle(child, t)}</ListItemText>
        {child.badge?.title && (
          <Chip label={child.badge.title} size="small" color="primary" sx={{ ml: 1 }} />
        )}
      </MenuItem>,
    ];
  });
}
