import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import PieChartOutlineOutlined from '@mui/icons-material/PieChartOutlineOutlined';
import PlayCircleOutlineOutlined from '@mui/icons-material/PlayCircleOutlineOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';

// Shortcut icons are stored as icon-set names ('heroicons_outline:book-open'); the ones the
// sample data and the form's suggestions use map to a look-alike, any other shows a bolt.
const byName: Record<string, typeof BoltOutlined> = {
  'play-circle': PlayCircleOutlineOutlined,
  'book-open': AutoStoriesOutlined,
  lifebuoy: HelpOutlineOutlined,
  'chart-pie': PieChartOutlineOutlined,
  'academic-cap': SchoolOutlined,
  'video-camera': VideocamOutlined,
};

export function ShortcutIcon({ name }: { name: string }) {
  const Icon = byName[name.split(':').pop() ?? ''] ?? BoltOutlined;
  return <Icon aria-hidden />;
}
