import { MeasuringStrategy, type MeasuringConfiguration } from '@dnd-kit/core';

// Drop targets are measured before a drag starts as well as during it. dnd-kit's default
// measures them only once the drag has started, so an arrow key pressed right after Space picks
// an item up finds no targets yet and does nothing; keyboard users (and tests) press quickly.
export const measuredBeforeDragging: MeasuringConfiguration = {
  droppable: { strategy: MeasuringStrategy.Always },
};
