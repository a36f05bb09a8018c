import Box from '@mui/material/Box';

// A country's flag as an emoji, made from its two-letter ISO code (regional indicator
// letters). The countries call's `flagImagePos` points into a sprite this app does not ship,
// so it is not used.
export function flagEmoji(iso: string): string {
  const code = iso.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

let supported: boolean | undefined;

// Whether this system draws flag emoji in colour (Windows and fonts without flags draw two
// letter boxes instead): a flag drawn on a small canvas has coloured pixels only if so.
function drawsFlags(): boolean {
  if (supported !== undefined) return supported;
  supported = false;
  try {
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    });
    if (!context) return supported;
    context.font = '16px sans-serif';
    context.fillText(flagEmoji('tr'), 0, 16);
    const pixels = context.getImageData(0, 0, 24, 24).data;
    for (let index = 0; index < pixels.length; index += 4) {
      const [r = 0, g = 0, b = 0] = [pixels[index], pixels[index + 1], pixels[index + 2]];
      if (Math.abs(r - g) > 40 || Math.abs(g - b) > 40) {
        supported = true;
        break;
      }
    }
  } catch {
    // No canvas (tests, locked-down browsers): the code is shown instead.
  }
  return supported;
}

// The flag, or where the system cannot draw it, the country's code in a small box. Decorative:
// the country's name or dialling code is always written beside it.
export function Flag({ iso }: { iso: string }) {
  return drawsFlags() ? (
    <Box component="span" aria-hidden sx={{ mr: 0.75, fontSize: '1.1em' }}>
      {flagEmoji(iso)}
    </Box>
  ) : (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        mr: 0.75,
        px: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        fontSize: '0.7rem',
        fontWeight: 600,
        lineHeight: 1.6,
        color: 'text.secondary',
        verticalAlign: 'middle',
      }}
    >
      {iso.toUpperCase()}
    </Box>
  );
}
