import { useParams } from 'react-router';
import { BoardScreen } from '../../../features/scrumboard/board-screen';

// A board with its lists and cards; /card/:cardId opens a card over it
// (docs/decisions/066-scrumboard-screen.md).
export function Component() {
  const { boardId = '', cardId } = useParams();
  return <BoardScreen boardId={boardId} cardId={cardId} />;
}
