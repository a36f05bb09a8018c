import { BoardsGalleryScreen } from '../../../features/scrumboard/boards-gallery-screen';

// Scrumboard: the user's boards (docs/decisions/066-scrumboard-screen.md).
export function Component() {
  return <BoardsGalleryScreen />;
}
