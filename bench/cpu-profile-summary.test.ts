import { describe, expect, it } from 'vitest';
import { addProfile, topEntries, type CpuProfile } from './cpu-profile-summary.ts';

const frame = (functionName: string) => ({ functionName, url: '', lineNumber: -1, columnNumber: -1 });

// root → render → diff → diff (recursion); root → idle
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5] },
    { id: 2, callFrame: frame('render'), children: [3] },
    { id: 3, callFrame: frame('diff'), children: [4] },
    { id: 4, callFrame: frame('diff') },
    { id: 5, callFrame: frame('(idle)') },
  ],
  samples: [4, 3, 2, 5],
  // The first delta is from the profile's start to the first sample; each sample lasts to the next.
  timeDeltas: [0, 1000, 2000, 3000],
};

describe('addProfile()', () => {
  it("should give each sample the time to the next one, as self time of its function and total time of its stack's", () => {
    const times = addProfile(profile, (f) => f.functionName, { self: new Map(), total: new Map() });

    expect(Object.fromEntries(times.self)).toEqual({ diff: 3, render: 3, '(idle)': 0 });
    // diff is twice on the first sample's stack: counted once.
    expect(Object.fromEntries(times.total)).toEqual({ '(root)': 6, render: 6, diff: 3, '(idle)': 0 });
  });

  it('should average over runs and sort largest first', () => {
    const times = addProfile(profile, (f) => f.functionName, { self: new Map(), total: new Map() });
    addProfile(profile, (f) => f.functionName, times);

    expect(topEntries(times.total, 2, 2)).toEqual([
      { name: '(root)', ms: 6 },
      { name: 'render', ms: 6 },
    ]);
  });
});
