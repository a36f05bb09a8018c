import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconSetSlug } from '@rehearse/contracts/icons';
import { SpriteGlyph } from '../../../components/icons/sprite-glyph';

type Props = {
  slug: IconSetSlug;
  namespace: string;
  name: string;
  size: number;
  // Whether the set's sprite holds a drawing for the name; without one a marked placeholder
  // is drawn, never an empty tile.
  drawn: boolean;
  onCopy: (fullName: string) => void;
};

// One icon of the grid: its glyph at the set's size and its name. A button, so a click, Enter
// or Space copies the name in the form the app writes icons ('heroicons_outline:home').
export const IconTile = memo(function IconTile({
  slug,
  namespace,
  name,
  size,
  drawn,
  onCopy,
}: Props) {
  const { t } = useTranslation();
  const fullName = `${namespace}:${name}`;
  return (
    <ButtonBase
      focusRipple
      onClick={() => onCopy(fullName)}
      aria-label={t('iconSets.copyName', { name: fullName })}
      title={drawn ? fullName : t('iconSets.notDrawn', { name: fullName })}
      sx={{
        width: '100%',
        height: '100%',
        flexDirection: 'column',
        gap: 1,
        px: 1,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        color: 'text.primary',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {drawn ? (
        <SpriteGlyph slug={slug} name={name} sx={{ fontSize: size }} />
      ) : (
        <HelpOutline
          aria-hidden
          data-icon="fallback"
          sx={{ fontSize: size, color: 'text.disabled' }}
        />
      )}
      <Typography
        variant="caption"
        component="span"
        color="text.secondary"
        // Two lines, broken anywhere: long names ('arrow-left-start-on-rectangle') stay readable.
        sx={{
          maxWidth: '100%',
          overflow: 'hidden',
          textAlign: 'center',
          overflowWrap: 'anywhere',
          lineHeight: 1.3,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
        }}
      >
        {name}
      </Typography>
    </ButtonBase>
  );
});
