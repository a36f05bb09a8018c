import type { SvgIconProps } from '@mui/material/SvgIcon';
import { AppIcon } from '../../components/icons/app-icon';

// The navigation data names heroicons ("heroicons_outline:home"); an unknown name shows a plain
// circle rather than nothing.
export function NavigationIcon({ name, ...props }: { name?: string } & SvgIconProps) {
  return <AppIcon name={name} {...props} />;
}
