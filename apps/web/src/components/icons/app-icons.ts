import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MicNoneOutlined from '@mui/icons-material/MicNoneOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlineOutlined from '@mui/icons-material/PeopleOutlineOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PieChartOutlineOutlined from '@mui/icons-material/PieChartOutlineOutlined';
import PlayCircleOutlineOutlined from '@mui/icons-material/PlayCircleOutlineOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import SubjectOutlined from '@mui/icons-material/SubjectOutlined';
import SupportOutlined from '@mui/icons-material/SupportOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import ViewWeekOutlined from '@mui/icons-material/ViewWeekOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';

// The icons the app can draw, by their Heroicons name (the API's navigation and the sample
// shortcuts name icons as 'heroicons_outline:home'), each drawn with its nearest Material
// counterpart. One curated list for the navigation and the shortcut picker: the full icon sets
// the API serves (hundreds of glyphs each) would weigh far more than the shell itself.
export const APP_ICONS: Record<string, ComponentType<SvgIconProps>> = {
  'academic-cap': SchoolOutlined,
  'adjustments-horizontal': TuneOutlined,
  banknotes: PaymentsOutlined,
  'bars-3-bottom-left': SubjectOutlined,
  bell: NotificationsNoneOutlined,
  bolt: BoltOutlined,
  'book-open': MenuBookOutlined,
  bookmark: BookmarkBorderOutlined,
  briefcase: WorkOutlineOutlined,
  'building-office': BusinessOutlined,
  calendar: CalendarTodayOutlined,
  camera: PhotoCameraOutlined,
  'chart-bar': BarChartOutlined,
  'chart-pie': PieChartOutlineOutlined,
  'chat-bubble-bottom-center-text': ChatBubbleOutlineOutlined,
  'chat-bubble-left-right': ForumOutlined,
  'check-circle': CheckCircleOutlineOutlined,
  'clipboard-document-check': TaskAltOutlined,
  'clipboard-document-list': AssignmentOutlined,
  clock: ScheduleOutlined,
  cloud: CloudOutlined,
  'code-bracket': CodeOutlined,
  'cog-6-tooth': SettingsOutlined,
  'command-line': TerminalOutlined,
  'computer-desktop': DesktopWindowsOutlined,
  'credit-card': CreditCardOutlined,
  'currency-dollar': AttachMoneyOutlined,
  'document-text': DescriptionOutlined,
  envelope: EmailOutlined,
  fire: LocalFireDepartmentOutlined,
  flag: FlagOutlined,
  folder: FolderOutlined,
  gift: CardGiftcardOutlined,
  'globe-alt': PublicOutlined,
  heart: FavoriteBorderOutlined,
  home: HomeOutlined,
  inbox: InboxOutlined,
  'information-circle': InfoOutlined,
  key: KeyOutlined,
  lifebuoy: SupportOutlined,
  'light-bulb': LightbulbOutlined,
  link: LinkOutlined,
  'magnifying-glass': SearchOutlined,
  map: MapOutlined,
  megaphone: CampaignOutlined,
  microphone: MicNoneOutlined,
  moon: DarkModeOutlined,
  newspaper: NewspaperOutlined,
  'pencil-square': EditNoteOutlined,
  phone: PhoneOutlined,
  photo: ImageOutlined,
  'play-circle': PlayCircleOutlineOutlined,
  'presentation-chart-line': ShowChartOutlined,
  'puzzle-piece': ExtensionOutlined,
  'question-mark-circle': HelpOutlineOutlined,
  'queue-list': ListAltOutlined,
  'rocket-launch': RocketLaunchOutlined,
  'shield-check': VerifiedUserOutlined,
  'shopping-cart': ShoppingCartOutlined,
  sparkles: AutoAwesomeOutlined,
  'squares-2x2': GridViewOutlined,
  star: StarBorderOutlined,
  sun: LightModeOutlined,
  swatch: PaletteOutlined,
  tag: SellOutlined,
  trophy: EmojiEventsOutlined,
  user: PersonOutlineOutlined,
  'user-circle': AccountCircleOutlined,
  'user-group': GroupOutlined,
  users: PeopleOutlineOutlined,
  'video-camera': VideocamOutlined,
  'view-columns': ViewWeekOutlined,
  'wrench-screwdriver': BuildOutlined,
};

export const APP_ICON_NAMESPACE = 'heroicons_outline';

// 'heroicons_outline:home', 'heroicons_solid:home' and 'home' all name the same drawing.
export const iconKey = (name: string | undefined): string =>
  (name ?? '').replace(/^heroicons_(outline|solid|mini):/, '');

export const hasAppIcon = (name: string | undefined): boolean => iconKey(name) in APP_ICONS;

// The names the shortcut form offers, in the stored form.
export const APP_ICON_NAMES: readonly string[] = Object.keys(APP_ICONS).map(
  (key) => `${APP_ICON_NAMESPACE}:${key}`,
);
