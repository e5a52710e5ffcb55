import type { Connection } from '../../src/core.ts';

/**
 * Renders the host's own list of the user's connections, each named from the public catalog, with
 * a "Reconnect" button beside each one in error: the host's own button sends the shopper straight to
 * that connection's repair with `widget.open({ retailerId, reconnect: true })`. Text nodes only.
 */
export function renderConnections(
  list: HTMLUListElement,
  connections: readonly Connection[],
  names: ReadonlyMap<number, string>,
  reconnect: (retailerId: number) => void,
): void {
  list.replaceChildren(
    ...connections.map(({ retailerId, status }) => {
      const item = document.createElement('li');
      item.dataset['retailerId'] = String(retailerId);
      const name = names.get(retailerId) ?? `Retailer ${retailerId}`;
      item.textContent = `${name}: ${status} `;
      if (status === 'error') {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Reconnect';
        // Named with the retailer, so the buttons of several connections can be told apart.
        button.setAttribute('aria-label', `Reconnect ${name}`);
        button.addEventListener('click', () => reconnect(retailerId));
        item.append(button);
      }
      return item;
    }),
  );
  list.hidden = connections.length === 0;
}
