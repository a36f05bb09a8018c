import type { SvgIconProps } from '@mui/material/SvgIcon';
import { AppIcon } from './app-icon';
import { parseIconName, useIconSprite } from './icon-sprite';
import { SpriteGlyph } from './sprite-glyph';

// An icon named as the API names them ('heroicons_solid:star', 'mat_outline:home'), drawn from
// its set's sprite. Until the sprite is read, or when it lacks the name, the app's own drawing
// of the name stands in (a plain circle for a name it does not know), so the place is never blank.
export function NamedIcon({ name, ...props }: SvgIconProps & { name: string }) {
  const parsed = parseIconName(name);
  const sprite = useIconSprite(parsed?.slug);
  if (parsed && sprite.data?.has(parsed.name)) {
    return <SpriteGlyph slug={parsed.slug} name={parsed.name} {...props} />;
  }
  return <AppIcon name={name} {...props} />;
}
