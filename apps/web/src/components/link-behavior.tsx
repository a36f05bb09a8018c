import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';

type LinkBehaviorProps = Omit<ComponentProps<typeof RouterLink>, 'to'> & { href: string };

// Lets MUI's Link, Button and ListItemButton take an `href` and navigate inside the app.
// Absolute URLs fall back to a plain anchor.
export function LinkBehavior({ href, ...props }: LinkBehaviorProps) {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) {
    return <a href={href} {...props} />;
  }
  return <RouterLink to={href} {...props} />;
}
