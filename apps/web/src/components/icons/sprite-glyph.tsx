import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { IconSetSlug } from '@rehearse/contracts/icons';
import { iconSpriteUrl } from './icon-sprite';

type SpriteGlyphProps = SvgIconProps & { slug: IconSetSlug; name: string };

// One glyph of a set's sprite. Callers check first that the sprite holds the name
// (useIconSprite), since a <use> of a missing symbol draws nothing. Decorative: every use
// sits beside the icon's name or the text it illustrates.
export function SpriteGlyph({ slug, name, ...props }: SpriteGlyphProps) {
  return (
    <SvgIcon aria-hidden data-icon={`${slug}:${name}`} {...props}>
      <use href={`${iconSpriteUrl(slug)}#${name}`} width="24" height="24" />
    </SvgIcon>
  );
}
