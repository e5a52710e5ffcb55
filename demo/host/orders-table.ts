import type { OrderList } from '../../src/core.ts';

/**
 * Renders the host's own orders table from the SDK's headless client, each order's retailer named
 * from the public catalog (`names`). Cells are text nodes: order data comes from the network and is
 * never parsed as HTML.
 */
export function renderOrders(
  table: HTMLTableElement,
  caption: HTMLElement,
  list: OrderList,
  names: ReadonlyMap<number, string>,
): void {
  const body = table.tBodies[0] ?? table.createTBody();
  body.replaceChildren(
    ...list.orders.map((order) => {
      const row = document.createElement('tr');
      row.dataset['orderId'] = order.orderId;
      const money = new Intl.NumberFormat('en', { style: 'currency', currency: order.currency }).format(
        order.total / 100,
      );
      for (const text of [
        order.orderNumber,
        names.get(order.retailerId) ?? String(order.retailerId),
        order.orderedAt.slice(0, 10),
        order.status,
        String(order.itemCount),
        money,
      ]) {
        const cell = document.createElement('td');
        cell.textContent = text;
        row.append(cell);
      }
      return row;
    }),
  );
  caption.textContent = `${list.total} orders in all; the ${list.orders.length} newest shown`;
  table.hidden = false;
}
