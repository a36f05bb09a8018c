import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TagsDialog } from '../../components/tags/tags-dialog';
import { useConfirm } from '../../components/confirmation/use-confirm';
import { QueryErrorState } from '../../components/error-state';
import { ScreenTitle } from '../../components/screen-title';
import { SearchField } from '../../components/search-field';
import { useToast } from '../../components/toast/use-toast';
import { isApiError } from '../../lib/api-error';
import { useErrorText } from '../../lib/error-text';
import {
  contactQueryOptions,
  contactTagStore,
  useCreateContact,
  useDeleteContact,
} from './api/contacts.queries';
import { ContactDetail, ContactDetailSkeleton } from './components/contact-detail';
import { ContactForm } from './components/contact-form';
import { ContactList } from './components/contact-list';
import { useContactsRoute } from './hooks/use-contacts-route';

// The contacts app (issue 17 §2, decision 062): the list beside the open contact from md up; on
// a phone the list, then the contact as its own view with a way back. Everything on screen is
// in the URL: the search (?q=), the contact (/:id) and its editor (/:id/edit).
export function ContactsScreen() {
  const { t } = useTranslation();
  const route = useContactsRoute();
  const navigate = useNavigate();
  const toast = useToast();
  const errorText = useErrorText();
  const create = useCreateContact();
  const [tagsOpen, setTagsOpen] = useState(false);
  const open = route.contactId !== undefined;

  const addContact = () =>
    create.mutate(undefined, {
      onSuccess: (contact) => void navigate(route.editHref(contact.id)),
      onError: (error) =>
        toast({
          severity: 'error',
          message: t('contacts.toast.createFailed', { reason: errorText(error) }),
        }),
    });

  return (
    <>
      <ScreenTitle>{t('screens.contacts')}</ScreenTitle>
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '360px minmax(0, 1fr)' },
          height: { xs: 'calc(100dvh - 190px)', md: 'calc(100dvh - 230px)' },
          minHeight: 480,
          overflow: 'hidden',
        }}
      >
        <Box
          component="section"
          aria-label={t('contacts.list.label')}
          sx={{
            display: { xs: open ? 'none' : 'flex', md: 'flex' },
            flexDirection: 'column',
            minHeight: 0,
            borderRight: { md: 1 },
            borderColor: { md: 'divider' },
          }}
        >
          <Box sx={{ display: 'grid', gap: 1.5, p: 2 }}>
            <SearchField
              value={route.search}
              onSearch={route.setSearch}
              label={t('contacts.list.search')}
              size="small"
              fullWidth
              maxLength={200}
            />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                variant="contained"
                startIcon={<PersonAddAlt1Outlined />}
                onClick={addContact}
                disabled={create.isPending}
                sx={{ flex: 1 }}
              >
                {t('contacts.list.add')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<LocalOfferOutlined />}
                onClick={() => setTagsOpen(true)}
              >
                {t('contacts.tags.manage')}
              </Button>
            </Box>
          </Box>
          <ContactList
            search={route.search}
            selectedId={route.contactId}
            hrefOf={route.contactHref}
          />
        </Box>
        <Box
          component="section"
          aria-label={t('contacts.detail.label')}
          sx={{
            display: { xs: open ? 'block' : 'none', md: 'block' },
            overflowY: 'auto',
            minHeight: 0,
          }}
        >
          {route.contactId ? (
            <>
              <Button
                component={RouterLink}
                to={route.listHref}
                startIcon={<ArrowBack />}
                sx={{ display: { md: 'none' }, m: 1 }}
              >
                {t('contacts.detail.back')}
              </Button>
              <OpenContact key={route.contactId} id={route.contactId} />
            </>
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 3 }}>
              <Typography color="text.secondary">{t('contacts.detail.none')}</Typography>
            </Box>
          )}
        </Box>
      </Paper>
      <TagsDialog
        open={tagsOpen}
        onClose={() => setTagsOpen(false)}
        store={contactTagStore}
        title={t('contacts.tags.title')}
        deleteMessage={t('contacts.tags.deleteMessage')}
      />
    </>
  );
}

// The contact of the URL, read or edited.
function OpenContact({ id }: { id: string }) {
  const { t } = useTranslation();
  const route = useContactsRoute();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const errorText = useErrorText();
  const contact = useQuery(contactQueryOptions(id));
  const remove = useDeleteContact();

  if (contact.isError) {
    if (isApiError(contact.error) && contact.error.status === 404) {
      return (
        <Box sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>{t('contacts.detail.missing')}</Typography>
          <Button component={RouterLink} to={route.listHref} variant="outlined">
            {t('contacts.detail.back')}
          </Button>
        </Box>
      );
    }
    return (
      <Box sx={{ p: 3 }}>
        <QueryErrorState title={t('contacts.detail.loadFailed')} query={contact} />
      </Box>
    );
  }
  if (!contact.data) return <ContactDetailSkeleton />;

  const onDelete = async () => {
    const name = contact.data.name;
    const answer = await confirm({
      title: t('contacts.delete.title', { name }),
      message: t('contacts.delete.message'),
      actions: { confirm: { label: t('contacts.delete.confirm') } },
    });
    if (answer !== 'confirmed') return;
    // Leave first, so nothing on screen asks for the contact again once it is gone; then the
    // result is awaited rather than given to mutate's callbacks, which never run once this view
    // has unmounted.
    await navigate(route.listHref);
    try {
      await remove.mutateAsync(id);
      toast({ message: t('contacts.toast.deleted', { name }) });
    } catch (error) {
      toast({
        severity: 'error',
        message: t('contacts.toast.deleteFailed', { name, reason: errorText(error) }),
      });
    }
  };

  return route.editing ? (
    <ContactForm contact={contact.data} onDone={() => void navigate(route.contactHref(id))} />
  ) : (
    <ContactDetail
      contact={contact.data}
      editHref={route.editHref(id)}
      onDelete={() => void onDelete()}
    />
  );
}
