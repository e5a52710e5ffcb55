// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateOrders, orderCountFor, toSummary } from './orders.ts';

describe('generated orders', () => {
  it('are the same for the same (user, retailer), every time', () => {
    expect(generateOrders('alice', 1001, 30)).toEqual(generateOrders('alice', 1001, 30));
    expect(orderCountFor('alice', 1001)).toBe(orderCountFor('alice', 1001));
  });

  it('never share an id between users or retailers', () => {
    const ids = [
      ...generateOrders('alice', 1001, 60),
      ...generateOrders('bob', 1001, 60),
      ...generateOrders('alice', 1002, 60),
    ].map((order) => order.orderId);
    expect(new Set(ids).size).toBe(180);
  });

  it('count 20 to 60 per (user, retailer)', () => {
    const counts = Array.from({ length: 200 }, (_unused, index) => orderCountFor(`user${index}`, 1001 + (index % 48)));
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...counts)).toBeLessThanOrEqual(60);
    expect(new Set(counts).size).toBeGreaterThan(10);
  });

  it('are newest first, with totals and item counts that add up', () => {
    const orders = generateOrders('carol', 1005, 40);
    expect(orders.map((order) => order.orderedAt)).toEqual(
      orders
        .map((order) => order.orderedAt)
        .sort()
        .reverse(),
    );
    for (const order of orders) {
      expect(order.total).toBe(order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0));
      expect(order.itemCount).toBe(order.items.reduce((sum, item) => sum + item.quantity, 0));
      expect(toSummary(order)).not.toHaveProperty('items');
    }
  });
});
