import { describe, expect, it } from 'vitest';
import { evidenceSegments, labelsPresent } from './evidence-segments';

describe('evidenceSegments', () => {
  it('marks each range and keeps the text between them plain', () => {
    const text = 'Um, I think we shipped it.';
    const segments = evidenceSegments(text, [
      { start: 0, end: 2, label: 'filler' },
      { start: 4, end: 11, label: 'hedge' },
    ]);
    expect(segments).toEqual([
      { text: 'Um', start: 0, labels: ['filler'] },
      { text: ', ', start: 2, labels: [] },
      { text: 'I think', start: 4, labels: ['hedge'] },
      { text: ' we shipped it.', start: 11, labels: [] },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('splits overlapping ranges into runs that carry every covering label', () => {
    const text = 'I set up the job';
    const segments = evidenceSegments(text, [
      { start: 0, end: 8, label: 'action' },
      { start: 0, end: 1, label: 'i' },
    ]);
    expect(segments).toEqual([
      { text: 'I', start: 0, labels: ['action', 'i'] },
      { text: ' set up', start: 1, labels: ['action'] },
      { text: ' the job', start: 8, labels: [] },
    ]);
  });

  it('shows only the chosen labels, and merges what is left', () => {
    const text = 'kind of slow';
    const evidence = [
      { start: 0, end: 7, label: 'filler' },
      { start: 0, end: 7, label: 'hedge' },
      { start: 8, end: 12, label: 'repeated' },
    ];
    expect(evidenceSegments(text, evidence, new Set(['hedge']))).toEqual([
      { text: 'kind of', start: 0, labels: ['hedge'] },
      { text: ' slow', start: 7, labels: [] },
    ]);
    expect(evidenceSegments(text, evidence, new Set())).toEqual([
      { text: 'kind of slow', start: 0, labels: [] },
    ]);
  });

  it('clamps ranges to the transcript and ignores empty ones', () => {
    expect(
      evidenceSegments('abc', [
        { start: 2, end: 10, label: 'number' },
        { start: 1, end: 1, label: 'filler' },
      ]),
    ).toEqual([
      { text: 'ab', start: 0, labels: [] },
      { text: 'c', start: 2, labels: ['number'] },
    ]);
    expect(evidenceSegments('', [{ start: 0, end: 3, label: 'filler' }])).toEqual([]);
  });
});

describe('labelsPresent', () => {
  it('lists the labels found, in the legend order', () => {
    expect(
      labelsPresent(
        [
          { start: 0, end: 1, label: 'we' },
          { start: 2, end: 4, label: 'filler' },
          { start: 5, end: 5, label: 'hedge' },
        ],
        ['filler', 'hedge', 'i', 'we'],
      ),
    ).toEqual(['filler', 'we']);
  });
});
