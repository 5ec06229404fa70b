import { describe, expect, it } from 'vitest';
import { moved, refusedStage } from '../../src/lib/workflow-draft';

describe("an approval workflow's stages in the editor", () => {
  it('moves a stage one place up or down, and nowhere past either end', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('finds the stage a refusal names by its field', () => {
    expect(refusedStage('stages.1.approverIds: Stage 2 "Finance" has no approver; every stage needs at least one')).toBe(1);
    expect(refusedStage('stages.0.fromAmount: Stage 1 applies from above the spending limit')).toBe(0);
    expect(refusedStage('stages: no stage applies from RM 0')).toBe(null);
    expect(refusedStage('projectId: the workflow "Main" already serves this location')).toBe(null);
  });
});
