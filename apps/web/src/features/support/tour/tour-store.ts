import type { Walkthrough } from '@rehearse/contracts/support';

// The guided tour in progress: which tool, on which screen, at which step. Kept in
// sessionStorage so a reload resumes it; tiny and free of UI code, because the root layout
// imports it to know whether to load the tour overlay at all.
export type TourTool = Walkthrough['tool'];
// The contract's list, repeated as a type-checked literal: importing it would bring zod along.
const TOOLS = [
  'quiz',
  'practice',
  'mock-interview',
  'progress',
  'profile',
] as const satisfies readonly TourTool[];
export type ActiveTour = {
  tool: TourTool;
  // The screen the tour runs over.
  path: string;
  step: number;
  // Set once the screen was reached; leaving it afterwards ends the tour.
  arrived: boolean;
};

const STORAGE_KEY = 'rehearse.tour';
const listeners = new Set<() => void>();

function read(): ActiveTour | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ActiveTour>;
    if (
      typeof value.path !== 'string' ||
      typeof value.step !== 'number' ||
      !(TOOLS as readonly unknown[]).includes(value.tool)
    ) {
      return null;
    }
    return {
      tool: value.tool!,
      path: value.path,
      step: value.step,
      arrived: Boolean(value.arrived),
    };
  } catch {
    return null;
  }
}

let current: ActiveTour | null = typeof sessionStorage === 'undefined' ? null : read();

function write(next: ActiveTour | null) {
  current = next;
  try {
    if (next) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the tour still runs, it just does not survive a reload.
  }
  for (const listener of listeners) listener();
}

export const tourStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
  start: (tool: TourTool, path: string) => write({ tool, path, step: 0, arrived: false }),
  update: (changes: Partial<Pick<ActiveTour, 'step' | 'arrived'>>) => {
    if (current) write({ ...current, ...changes });
  },
  end: () => write(null),
};
