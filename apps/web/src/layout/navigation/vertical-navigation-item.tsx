import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NavigationIcon } from './navigation-icon';
import {
  hasActiveChild,
  isItemActive,
  itemTitle,
  runItemFunction,
  visibleChildren,
  type NavigationAppearance,
  type ShellNavigationItem,
} from './navigation-utils';

export type VerticalItemContext = {
  appearance: NavigationAppearance;
  activeAsideId: string | null;
  onToggleAside: (item: ShellNavigationItem) => void;
};

type ItemProps = { item: ShellNavigationItem; level: number; context: VerticalItemContext };

const iconOnly = (appearance: NavigationAppearance) =>
  appearance === 'dense' || appearance === 'thin';

// Icon-only rows are named by their title, and their badge, which stays visible: a visible text
// missing from the name would mislead speech input ("click New").
const iconOnlyLabel = (
  item: ShellNavigationItem,
  appearance: NavigationAppearance,
  title: string,
) => (iconOnly(appearance) ? [title, item.badge?.title].filter(Boolean).join(', ') : undefined);

// The link, button or heading for one item; children render through this same component.
export function VerticalNavigationItem({ item, level, context }: ItemProps) {
  switch (item.type) {
    case 'group':
      return <GroupItem item={item} level={level} context={context} />;
    case 'divider':
      return <Divider sx={{ my: 1, mx: 1.5 }} />;
    case 'spacer':
      return <Box aria-hidden sx={{ flexGrow: 1, minHeight: 16 }} />;
    case 'collapsable':
      return <CollapsableItem item={item} level={level} context={context} />;
    default:
      return <LinkItem item={item} level={level} context={context} />;
  }
}

function ItemChildren({ item, level, context }: ItemProps) {
  return visibleChildren(item.children).map((child) => (
    <VerticalNavigationItem key={child.id} item={child} level={level} context={context} />
  ));
}

function GroupItem({ item, level, context }: ItemProps) {
  const { t } = useTranslation();
  const headingId = `nav-group-${item.id}`;
  // Narrow appearances have no room for headings: a rule separates the groups instead.
  if (context.appearance !== 'default') {
    return (
      <>
        {level === 0 && <Divider sx={{ my: 1, mx: 1.5 }} aria-hidden />}
        <ItemChildren item={item} level={level} context={context} />
      </>
    );
  }
  return (
    // The tree is made of divs with group roles, not ul/li: its rows are links and buttons,
    // which a list may not hold directly (axe's list rule).
    <Box sx={{ flexShrink: 0 }}>
      <List
        component="div"
        role="group"
        dense
        disablePadding
        aria-labelledby={headingId}
        subheader={
          <ListSubheader
            id={headingId}
            component="div"
            disableSticky
            sx={{
              bgcolor: 'transparent',
              color: 'inherit',
              opacity: 0.7,
              lineHeight: 1.4,
              pt: 2,
              pb: item.subtitle ? 0.25 : 0.75,
              fontSize: '0.75rem',
              fontWeight: 600,
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
            }}
          >
            {itemTitle(item, t)}
            {item.subtitle && (
              <Box
                component="span"
                sx={{ display: 'block', textTransform: 'none', fontWeight: 400 }}
              >
                {item.subtitle}
              </Box>
            )}
          </ListSubheader>
        }
      >
        <ItemChildren item={item} level={level} context={context} />
      </List>
    </Box>
  );
}

function ItemBody({
  item,
  appearance,
  active,
  trailing,
}: {
  item: ShellNavigationItem;
  appearance: NavigationAppearance;
  active: boolean;
  trailing?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const title = itemTitle(item, t);
  const badge = item.badge?.title ? (
    <Chip
      label={item.badge.title}
      size="small"
      color="primary"
      sx={
        iconOnly(appearance)
          ? { position: 'absolute', top: 2, right: 4, height: 16, fontSize: '0.625rem' }
          : { height: 20, fontSize: '0.6875rem', ml: 1 }
      }
    />
  ) : null;
  if (appearance === 'compact') {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
        <NavigationIcon name={item.icon} color={active ? 'primary' : 'inherit'} />
        <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 500, lineHeight: 1.2 }}>
          {title}
        </Box>
        {badge}
      </Box>
    );
  }
  if (iconOnly(appearance)) {
    return (
      <>
        <NavigationIcon name={item.icon} color={active ? 'primary' : 'inherit'} />
        {badge}
      </>
    );
  }
  return (
    <>
      <ListItemIcon sx={{ minWidth: 36, color: active ? 'primary.main' : 'inherit' }}>
        <NavigationIcon name={item.icon} />
      </ListItemIcon>
      <ListItemText
        primary={title}
        secondary={item.subtitle}
        slotProps={{
          primary: { sx: { fontWeight: active ? 600 : 500 } },
          secondary: { sx: { color: 'inherit', opacity: 0.7 } },
        }}
      />
      {badge}
      {trailing}
    </>
  );
}

const buttonSx = (appearance: NavigationAppearance, level: number) => ({
  borderRadius: 2,
  mb: 0.25,
  minHeight: 40,
  color: 'inherit',
  position: 'relative',
  // The list is a flex column (for spacers): items keep their height instead of shrinking.
  flexShrink: 0,
  textAlign: appearance === 'default' ? 'left' : 'center',
  ...(appearance === 'default'
    ? { pl: 1.5 + level * 1.5 }
    : { justifyContent: 'center', px: 1, py: appearance === 'compact' ? 1.25 : 1 }),
});

function withTooltip(item: ShellNavigationItem, appearance: NavigationAppearance, title: string) {
  // Icon-only appearances show the title as a tooltip; the item's own tooltip wins.
  const text = item.tooltip ?? (iconOnly(appearance) ? title : undefined);
  return (node: React.ReactElement) =>
    text ? (
      <Tooltip title={text} placement="right">
        {node}
      </Tooltip>
    ) : (
      node
    );
}

function LinkItem({ item, level, context }: ItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { appearance } = context;
  const title = itemTitle(item, t);
  const isAside = item.type === 'aside';
  const asideOpen = isAside && context.activeAsideId === item.id;
  const active = isAside
    ? asideOpen || hasActiveChild(item, pathname)
    : isItemActive(item, pathname);
  const wrap = withTooltip(item, appearance, title);
  const common = {
    selected: active,
    disabled: item.disabled,
    'aria-label': iconOnlyLabel(item, appearance, title),
    sx: buttonSx(appearance, level),
  };
  const body = (
    <ItemBody
      item={item}
      appearance={appearance}
      active={active}
      trailing={isAside && appearance === 'default' ? <ChevronRightIcon fontSize="small" /> : null}
    />
  );
  if (isAside) {
    return wrap(
      <ListItemButton
        {...common}
        aria-expanded={asideOpen}
        onClick={() => {
          runItemFunction(item);
          context.onToggleAside(item);
        }}
      >
        {body}
      </ListItemButton>,
    );
  }
  if (!item.link) {
    return wrap(
      <ListItemButton {...common} onClick={() => runItemFunction(item)}>
        {body}
      </ListItemButton>,
    );
  }
  if (item.externalLink) {
    return wrap(
      <ListItemButton
        {...common}
        component="a"
        href={item.link}
        target={item.target ?? '_blank'}
        rel="noopener noreferrer"
        onClick={() => runItemFunction(item)}
      >
        {body}
      </ListItemButton>,
    );
  }
  return wrap(
    <ListItemButton
      {...common}
      href={item.link}
      target={item.target}
      aria-current={active ? 'page' : undefined}
      onClick={() => runItemFunction(item)}
    >
      {body}
    </ListItemButton>,
  );
}

function CollapsableItem({ item, level, context }: ItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activeChild = hasActiveChild(item, pathname);
  const [expanded, setExpanded] = useState(activeChild);
  const listId = `nav-collapsable-${item.id}`;

  // Entering a page under this item opens it; leaving does not close what the user opened.
  // (State adjusted during render, React's pattern for state that follows a prop.)
  const [wasActive, setWasActive] = useState(activeChild);
  if (activeChild !== wasActive) {
    setWasActive(activeChild);
    if (activeChild) setExpanded(true);
  }

  const title = itemTitle(item, t);
  const wrap = withTooltip(item, context.appearance, title);
  return (
    <>
      {wrap(
        <ListItemButton
          aria-expanded={expanded}
          aria-controls={listId}
          aria-disabled={item.disabled || undefined}
          aria-label={iconOnlyLabel(item, context.appearance, title)}
          // Disabled: the item neither opens nor closes, but remains visible.
          onClick={() => {
            if (item.disabled) return;
            runItemFunction(item);
            setExpanded((open) => !open);
          }}
          sx={{ ...buttonSx(context.appearance, level), opacity: item.disabled ? 0.5 : 1 }}
        >
          <ItemBody
            item={item}
            appearance={context.appearance}
            active={activeChild}
            trailing={
              <ExpandMoreIcon
                fontSize="small"
                sx={{
                  transition: 'transform 150ms',
                  transform: expanded ? 'rotate(0deg)' : 'rotate(-90deg)',
                }}
              />
            }
          />
        </ListItemButton>,
      )}
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List component="div" role="group" id={listId} dense disablePadding>
          <ItemChildren item={item} level={level + 1} context={context} />
        </List>
      </Collapse>
    </>
  );
}
