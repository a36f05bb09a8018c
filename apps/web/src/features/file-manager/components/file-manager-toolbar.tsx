import CreateNewFolder from '@mui/icons-material/CreateNewFolder';
import GridView from '@mui/icons-material/GridView';
import UploadFile from '@mui/icons-material/UploadFile';
import ViewList from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT } from '../hooks/use-uploads';
import type { FileView } from '../hooks/use-file-manager-route';

type ToolbarProps = {
  view: FileView;
  onView: (view: FileView) => void;
  onNewFolder: () => void;
  onFiles: (files: File[]) => void;
};

// The screen's title and its actions: new folder, upload (several files at once), grid or list.
export function FileManagerToolbar({ view, onView, onNewFolder, onFiles }: ToolbarProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      <Typography variant="h1" sx={{ flexGrow: 1 }}>
        {t('screens.fileManager')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<CreateNewFolder />} onClick={onNewFolder}>
          {t('fileManager.newFolder')}
        </Button>
        <Button
          variant="contained"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
        >
          {t('fileManager.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={UPLOAD_ACCEPT}
          data-testid="file-upload-input"
          aria-label={t('fileManager.upload')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared so choosing the same file again still counts as a change.
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: FileView | null) => next && onView(next)}
          aria-label={t('fileManager.view.label')}
        >
          <ToggleButton value="grid" aria-label={t('fileManager.view.grid')}>
            <GridView fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('fileManager.view.list')}>
            <ViewList fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
    </Box>
  );
}
