import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import type { GuideSummary } from '@rehearse/contracts/help-center';
import { paths } from '../../../config/paths';

// Guides of one category as links to their pages, each with its subtitle.
export function GuideLinks({
  categorySlug,
  guides,
  label,
}: {
  categorySlug: string;
  guides: GuideSummary[];
  label: string;
}) {
  return (
    <List aria-label={label} disablePadding>
      {guides.map((guide) => (
        <ListItem key={guide.id} disablePadding>
          <ListItemButton
            href={paths.apps.helpCenter.guide.getHref(categorySlug, guide.slug)}
            sx={{ borderRadius: 1 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <ArticleOutlined color="primary" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={guide.title} secondary={guide.subtitle} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
