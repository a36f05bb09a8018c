import BoltOutlined from '@mui/icons-material/BoltOutlined';
import { AppIcon } from '../../../components/icons/app-icon';

// Shortcut icons are stored as icon-set names ('heroicons_outline:book-open'); a name the app
// cannot draw shows a bolt, the panel's own icon.
export function ShortcutIcon({ name }: { name: string }) {
  return <AppIcon name={name} fallback={BoltOutlined} />;
}
