import { useSearchParams } from 'react-router';

// A dashboard's chosen range lives in the URL (?range=), so a reload, a bookmark and
// back/forward keep it; anything else in the URL falls back to the first range.
export function useRange<R extends string>(ranges: readonly [R, ...R[]]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('range');
  const range = ranges.find((r) => r === asked) ?? ranges[0];
  const setRange = (next: R) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === ranges[0]) updated.delete('range');
        else updated.set('range', next);
        return updated;
      },
      { preventScrollReset: true },
    );
  return [range, setRange] as const;
}
