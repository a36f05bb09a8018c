// Splits a transcript into runs of text for highlighting: each run carries the evidence labels
// that cover all of it (ranges may overlap: "kind of" is a filler and a hedge, "I set up" holds
// the pronoun "I" inside an action cue). Ranges are [start, end) in UTF-16 code units, as the
// analysis gives them; out-of-range or empty ones are ignored.
export type EvidenceRange = { start: number; end: number; label: string };
export type Segment = { text: string; start: number; labels: string[] };

export function evidenceSegments(
  transcript: string,
  evidence: readonly EvidenceRange[],
  shown?: ReadonlySet<string>,
): Segment[] {
  const ranges = evidence
    .map((e) => ({
      start: Math.max(0, Math.min(e.start, transcript.length)),
      end: Math.max(0, Math.min(e.end, transcript.length)),
      label: e.label,
    }))
    .filter((e) => e.end > e.start && (!shown || shown.has(e.label)));
  const cuts = new Set([0, transcript.length]);
  for (const r of ranges) {
    cuts.add(r.start);
    cuts.add(r.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i < points.length - 1; i += 1) {
    const start = points[i]!;
    const end = points[i + 1]!;
    const labels = [
      ...new Set(ranges.filter((r) => r.start <= start && r.end >= end).map((r) => r.label)),
    ];
    const last = segments[segments.length - 1];
    // Neighbouring runs with the same labels are one run.
    if (last && sameLabels(last.labels, labels)) last.text += transcript.slice(start, end);
    else segments.push({ text: transcript.slice(start, end), start, labels });
  }
  return segments;
}

const sameLabels = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((label) => b.includes(label));

// The labels that occur in some evidence, in the given order (the legend shows only these).
export function labelsPresent(
  evidence: readonly EvidenceRange[],
  order: readonly string[],
): string[] {
  const present = new Set(evidence.filter((e) => e.end > e.start).map((e) => e.label));
  return order.filter((label) => present.has(label));
}
