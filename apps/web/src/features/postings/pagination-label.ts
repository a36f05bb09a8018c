import type { TFunction } from 'i18next';

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

// The accessible names of MUI Pagination's buttons, in the user's language.
export const paginationLabel =
  (t: TFunction) =>
  (type: ItemType, n: number | null, selected: boolean): string => {
    switch (type) {
      case 'page':
        return t(selected ? 'postings.pagination.current' : 'postings.pagination.page', { n });
      case 'first':
      case 'last':
      case 'next':
      case 'previous':
        return t(`postings.pagination.${type}`);
      default:
        return '';
    }
  };
