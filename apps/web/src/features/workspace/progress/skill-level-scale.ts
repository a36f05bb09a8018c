// A rating on the level scale the candidate knows (decision 024: 1000 is level 3, 200 rating
// points per level, levels 1-5), unrounded so bars show progress within a level; the API's
// whole level is this, rounded.
export const levelScaleOf = (rating: number) => Math.min(5, Math.max(1, (rating - 1000) / 200 + 3));
