import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PieChartOutlineOutlined from '@mui/icons-material/PieChartOutlineOutlined';
import PlayCircleOutlineOutlined from '@mui/icons-material/PlayCircleOutlineOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SubjectOutlined from '@mui/icons-material/SubjectOutlined';
import SupportOutlined from '@mui/icons-material/SupportOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import ViewWeekOutlined from '@mui/icons-material/ViewWeekOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';

// The navigation data names heroicons ("heroicons_outline:home"); these are their nearest
// Material counterparts. An unknown name shows a plain circle rather than nothing.
const icons: Record<string, ComponentType<SvgIconProps>> = {
  'academic-cap': SchoolOutlined,
  banknotes: PaymentsOutlined,
  'bars-3-bottom-left': SubjectOutlined,
  briefcase: WorkOutlineOutlined,
  'building-office': BusinessOutlined,
  'chart-bar': BarChartOutlined,
  'chart-pie': PieChartOutlineOutlined,
  'chat-bubble-bottom-center-text': ChatBubbleOutlineOutlined,
  'chat-bubble-left-right': ForumOutlined,
  'check-circle': CheckCircleOutlineOutlined,
  'clipboard-document-check': TaskAltOutlined,
  'clipboard-document-list': AssignmentOutlined,
  cloud: CloudOutlined,
  'credit-card': CreditCardOutlined,
  'currency-dollar': AttachMoneyOutlined,
  envelope: EmailOutlined,
  home: HomeOutlined,
  'information-circle': InfoOutlined,
  lifebuoy: SupportOutlined,
  'light-bulb': LightbulbOutlined,
  microphone: MicNoneOutlined,
  'pencil-square': EditNoteOutlined,
  'play-circle': PlayCircleOutlineOutlined,
  'question-mark-circle': HelpOutlineOutlined,
  'shield-check': VerifiedUserOutlined,
  'shopping-cart': ShoppingCartOutlined,
  sparkles: AutoAwesomeOutlined,
  'user-circle': AccountCircleOutlined,
  'user-group': GroupOutlined,
  'video-camera': VideocamOutlined,
  'view-columns': ViewWeekOutlined,
  'queue-list': ListAltOutlined,
  'admin-panel': AdminPanelSettingsOutlined,
};

export function NavigationIcon({ name, ...props }: { name?: string } & SvgIconProps) {
  const key = name?.replace(/^heroicons_(outline|solid|mini):/, '') ?? '';
  const Icon = icons[key] ?? CircleOutlined;
  return <Icon {...props} />;
}
