import { useId, useRef, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_MIN_LENGTH } from '@rehearse/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchQueryOptions } from '../api/search.queries';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { toSearchOptions, type SearchOption } from '../search-options';

const SEARCH_DEBOUNCE_MS = 300;

// The header search: a button that opens a bar over the header. It searches from
// SEARCH_MIN_LENGTH characters on, once typing has paused for SEARCH_DEBOUNCE_MS.
// Escape first closes the suggestions, then the bar; closing clears what was typed.
export function SearchBar() {
  const { t } = useTranslation();
  const groupId = useId();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [input, setInput] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const debounced = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const enough = debounced.length >= SEARCH_MIN_LENGTH && input.trim().length >= SEARCH_MIN_LENGTH;
  const { data } = useQuery({
    ...searchQueryOptions(debounced),
    enabled: enough,
    placeholderData: keepPreviousData,
  });
  // Below the minimum length the results are cleared, not kept from the last query.
  const options = enough && data ? toSearchOptions(data) : [];

  const close = () => {
    setOpened(false);
    setInput('');
    setListOpen(false);
    // The trigger is back in the header only after this render.
    setTimeout(() => trigger.current?.focus());
  };

  const go = (option: SearchOption) => {
    close();
    if (/^https?:\/\//i.test(option.link)) window.open(option.link, '_blank', 'noopener');
    else void navigate(option.link);
  };

  if (!opened) {
    return (
      <Tooltip title={t('widgets.search.open')}>
        <IconButton
          ref={trigger}
          color="inherit"
          aria-label={t('widgets.search.open')}
          onClick={() => setOpened(true)}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  }

  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: { xs: 2, sm: 3 },
        bgcolor: 'background.paper',
      }}
    >
      <SearchIcon color="action" aria-hidden />
      <Autocomplete<SearchOption, false, false, false>
        // Not freeSolo: MUI shows the no-results text only for a fixed option list.
        clearOnBlur={false}
        fullWidth
        open={listOpen && enough && data !== undefined}
        onOpen={() => setListOpen(true)}
        onClose={() => setListOpen(false)}
        options={options}
        filterOptions={(all) => all}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.key}
        // Picking a result navigates away; the box never holds a selection.
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setInput(value);
          if (reason === 'input') setListOpen(true);
        }}
        onChange={(_event, value) => {
          if (value) go(value);
        }}
        noOptionsText={t('widgets.search.noResults')}
        forcePopupIcon={false}
        slotProps={{ paper: { elevation: 8 }, listbox: { sx: { maxHeight: '60dvh' } } }}
        // A listbox may hold only options and groups of options: each group is a labelled
        // role="group", and its inner list is presentational so the options sit in the group.
        renderGroup={(params) => (
          <li key={params.key} role="group" aria-labelledby={`${groupId}-${params.key}`}>
            <ListSubheader
              id={`${groupId}-${params.key}`}
              component="div"
              sx={{ lineHeight: 2.5, fontWeight: 600 }}
            >
              {t(`widgets.search.groups.${params.group as SearchOption['group']}`)}
            </ListSubheader>
            <Box component="ul" role="presentation" sx={{ p: 0 }}>
              {params.children}
            </Box>
          </li>
        )}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          return (
            <Box
              component="li"
              key={key}
              {...rest}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
            >
              {option.group === 'contacts' && (
                <Avatar
                  src={option.avatar ?? undefined}
                  alt=""
                  sx={{ width: 28, height: 28, fontSize: 14 }}
                >
                  {option.label.charAt(0)}
                </Avatar>
              )}
              {option.group === 'tasks' &&
                (option.completed ? (
                  <CheckCircleOutlined
                    fontSize="small"
                    color="success"
                    aria-label={t('widgets.search.completed')}
                  />
                ) : (
                  <RadioButtonUncheckedOutlined
                    fontSize="small"
                    color="action"
                    aria-label={t('widgets.search.notCompleted')}
                  />
                ))}
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  noWrap
                  sx={
                    option.group === 'tasks' && option.completed
                      ? { textDecoration: 'line-through', color: 'text.secondary' }
                      : undefined
                  }
                >
                  {option.label}
                </Typography>
                {option.group === 'pages' && (
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {option.link}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        }}
        renderInput={(params) => (
          <InputBase
            ref={params.slotProps.input.ref}
            inputProps={{
              ...params.slotProps.htmlInput,
              'aria-label': t('widgets.search.label'),
              onKeyDown: (event) => {
                if (event.key === 'Escape' && !(listOpen && enough && data !== undefined)) {
                  event.preventDefault();
                  close();
                }
              },
            }}
            autoFocus
            placeholder={t('widgets.search.placeholder')}
            fullWidth
            sx={{ fontSize: '1.05rem' }}
          />
        )}
      />
      <Tooltip title={t('widgets.search.close')}>
        <IconButton aria-label={t('widgets.search.close')} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
