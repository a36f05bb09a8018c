import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductFormOutput, ProductFormValues } from './product-form-schema';

type Props = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  // The saved thumbnail, offered even while another is chosen, so the choice can go back.
  savedThumbnail: string | null;
};

// The product's pictures: which one is the thumbnail (the table shows it), and taking one off.
// Pictures are paths the catalogue already serves; there is no upload (decision 070). A
// thumbnail that is not among the images (the sample products have a separate small one) is
// offered too, first.
export function ImagesField({ control, savedThumbnail }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const images = useController({ control, name: 'images' });
  const thumbnail = useController({ control, name: 'thumbnail' });
  const paths = images.field.value;
  const current = thumbnail.field.value;
  const extra = [savedThumbnail, current].filter(
    (path): path is string => Boolean(path) && !paths.includes(path!),
  );
  const choices = [...new Set([...extra, ...paths])];

  const removeImage = (path: string) => {
    images.field.onChange(paths.filter((p) => p !== path));
    if (current === path) thumbnail.field.onChange('');
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        {t('inventory.images.title')}
      </Typography>
      {choices.length === 0 ? (
        <Typography color="text.secondary">{t('inventory.images.none')}</Typography>
      ) : (
        <RadioGroup
          aria-labelledby={labelId}
          value={current}
          onChange={(event) => thumbnail.field.onChange(event.target.value)}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
            gap: 1.5,
          }}
        >
          {choices.map((path, index) => {
            const isImage = paths.includes(path);
            return (
              <Box
                key={path}
                sx={{
                  border: 2,
                  borderColor: current === path ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  overflow: 'hidden',
                  position: 'relative',
                }}
              >
                <Box
                  component="img"
                  src={path}
                  alt={t('inventory.images.alt', { number: index + 1 })}
                  sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
                />
                <FormControlLabel
                  value={path}
                  control={
                    <Radio
                      size="small"
                      // The visible word is the same on every picture; the name says which.
                      slotProps={{
                        input: {
                          'aria-label': t('inventory.images.thumbnailFor', { number: index + 1 }),
                        },
                      }}
                    />
                  }
                  label={t('inventory.images.thumbnail')}
                  sx={{
                    m: 0,
                    px: 0.5,
                    width: '100%',
                    '& .MuiFormControlLabel-label': { fontSize: '0.8rem' },
                  }}
                />
                {isImage && (
                  <IconButton
                    size="small"
                    aria-label={t('inventory.images.remove', { number: index + 1 })}
                    onClick={() => removeImage(path)}
                    sx={{
                      position: 'absolute',
                      top: 4,
                      right: 4,
                      bgcolor: 'background.paper',
                      '&:hover': { bgcolor: 'background.paper' },
                    }}
                  >
                    <CloseOutlined fontSize="small" />
                  </IconButton>
                )}
              </Box>
            );
          })}
        </RadioGroup>
      )}
    </Box>
  );
}
