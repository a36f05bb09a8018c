import Description from '@mui/icons-material/Description';
import Folder from '@mui/icons-material/Folder';
import Image from '@mui/icons-material/Image';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import TableChart from '@mui/icons-material/TableChart';
import TextSnippet from '@mui/icons-material/TextSnippet';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { FileItemType } from '@rehearse/contracts/file-manager';

// One icon and colour per kind, so a folder and each file kind are told apart at a glance.
const ICONS = {
  folder: { Icon: Folder, color: 'warning.main' },
  PDF: { Icon: PictureAsPdf, color: 'error.main' },
  XLS: { Icon: TableChart, color: 'success.main' },
  DOC: { Icon: Description, color: 'info.main' },
  TXT: { Icon: TextSnippet, color: 'text.secondary' },
  JPG: { Icon: Image, color: 'secondary.main' },
} satisfies Record<FileItemType, { Icon: typeof Folder; color: string }>;

// Decorative: the kind is also written beside every item.
export function ItemIcon({ type, sx, ...props }: { type: FileItemType } & SvgIconProps) {
  const { Icon, color } = ICONS[type];
  return <Icon aria-hidden {...props} sx={[{ color }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
