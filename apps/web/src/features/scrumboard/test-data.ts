import type { Board, BoardDetail } from '@rehearse/contracts/scrumboard';

// A small board for the screens' tests.
export const testBoard = (overrides: Partial<Board> = {}): Board => ({
  id: 'b1',
  title: 'Job search',
  description: 'Every application',
  icon: 'heroicons_outline:briefcase',
  lastActivity: '2026-11-27T10:00:00.000Z',
  members: [{ id: 'm1', name: 'Priya Raman', avatar: null }],
  ...overrides,
});

export const testBoardDetail = (): BoardDetail => ({
  ...testBoard(),
  labels: [
    { id: 'lb1', boardId: 'b1', title: 'Remote' },
    { id: 'lb2', boardId: 'b1', title: 'Referral' },
  ],
  lists: [
    {
      id: 'l1',
      boardId: 'b1',
      title: 'Applied',
      position: 65536,
      cards: [
        {
          id: 'c1',
          boardId: 'b1',
          listId: 'l1',
          position: 65536,
          title: 'Contoso <img src=x onerror=alert(1)>',
          description: 'Read their blog',
          labels: [{ id: 'lb1', boardId: 'b1', title: 'Remote' }],
          dueDate: '2026-12-03T00:00:00.000Z',
        },
      ],
    },
    { id: 'l2', boardId: 'b1', title: 'Offer', position: 131072, cards: [] },
  ],
});
