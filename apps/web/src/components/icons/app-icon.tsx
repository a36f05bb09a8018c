import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import { APP_ICONS, iconKey } from './app-icons';

type AppIconProps = SvgIconProps & {
  name: string | undefined;
  // Drawn for a name the app has no drawing for.
  fallback?: ComponentType<SvgIconProps>;
};

// An icon named as the API names them ('heroicons_outline:home'); decorative, since every use
// sits next to its text.
export function AppIcon({ name, fallback: Fallback = CircleOutlined, ...props }: AppIconProps) {
  const key = iconKey(name);
  const Icon = APP_ICONS[key] ?? Fallback;
  // data-icon names what was drawn ("fallback" for an unknown name), for tests and styling.
  return <Icon aria-hidden data-icon={Icon === Fallback ? 'fallback' : key} {...props} />;
}
