// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { advance, batchStatus, SLOW_SCAN_MS, startItem, submitCode, type SyncItem } from './simulator.ts';

const plan = { ordersTotal: 40, scanMs: SLOW_SCAN_MS, mfa: false };

describe('sync simulator time scale', () => {
  it.each([
    [1, 33_000],
    [10, 3_300],
    [100, 330],
  ])('at speed %i a 30 s scan finishes after %i ms of clock', (speed, total) => {
    const item = startItem(1001, plan, 0);
    advance(item, total - 1, speed);
    expect(item.status).toBe('scanning');
    expect(item.ordersFetched).toBe(39);
    advance(item, total, speed);
    expect(item).toMatchObject({ status: 'completed', ordersFetched: 40, since: total });
  });

  it('keeps a scan that ignores the speed at its clock length (user_slow)', () => {
    const item = startItem(1001, { ...plan, ignoresSpeed: true }, 0);
    advance(item, 300 + 30_000 - 1, 10);
    expect(item.status).toBe('scanning');
    advance(item, 300 + 30_000, 10);
    expect(item.status).toBe('completed');
  });

  it('does not move a retailer waiting for a code until the code comes, then scans from that moment', () => {
    const item = startItem(1001, { ...plan, scanMs: 5000, mfa: true }, 0);
    advance(item, 1_000_000, 1);
    expect(item.status).toBe('userintervention');
    submitCode(item, '123456', 2_000_000);
    advance(item, 2_002_500, 1);
    expect(item).toMatchObject({ status: 'scanning', ordersFetched: 20 });
  });

  it('derives the batch status from its retailers', () => {
    const at = (status: SyncItem['status']): SyncItem => ({ ...startItem(1, plan, 0), status });
    expect(batchStatus([at('completed'), at('userintervention'), at('queued')])).toBe('userintervention');
    expect(batchStatus([at('scanning'), at('connecting'), at('completed')])).toBe('connecting');
    expect(batchStatus([at('error'), at('completed')])).toBe('completed');
    expect(batchStatus([at('error'), at('error')])).toBe('error');
  });
});

describe('readConfig', () => {
  it('reads SANDBOX_SPEED, defaulting to real time', () => {
    expect(readConfig({}).speed).toBe(1);
    expect(readConfig({ SANDBOX_SPEED: '20' }).speed).toBe(20);
    expect(() => readConfig({ SANDBOX_SPEED: '0' })).toThrow(TypeError);
    expect(() => readConfig({ SANDBOX_SPEED: 'fast' })).toThrow(TypeError);
  });
});
