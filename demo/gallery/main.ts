import { mountApp } from '../../src/ui/mount-app.ts';
import { createFakeSession } from '../../src/ui/test-support/fake-session.ts';
import { galleryStates, STATE_NAMES, type StateName } from './states.ts';

// The screens gallery: the real UI around a fake session frozen in one state, so every screen can
// be looked at, screenshotted and checked with axe without a sandbox. ?state= &locale= &scheme=
const params = new URLSearchParams(location.search);
const name = (STATE_NAMES as readonly string[]).includes(params.get('state') ?? '')
  ? (params.get('state') as StateName)
  : 'catalog';
const scheme = params.get('scheme');
const locale = params.get('locale') ?? 'en';

const nav = document.getElementById('states') as HTMLElement;
for (const state of STATE_NAMES) {
  const link = document.createElement('a');
  const query = new URLSearchParams(params);
  query.set('state', state);
  link.href = `?${query}`;
  link.textContent = state;
  if (state === name) link.setAttribute('aria-current', 'page');
  const li = document.createElement('li');
  li.append(link);
  nav.append(li);
}

const host = document.getElementById('widget') as HTMLElement;
const reopen = document.getElementById('reopen') as HTMLButtonElement;
const session = createFakeSession(galleryStates(`${location.origin}/demo/gallery/logos`)[name]);
const open = () => {
  reopen.hidden = true;
  mountApp(host, session, {
    locale,
    ...(scheme === 'dark' || scheme === 'light' ? { theme: { colorScheme: scheme } } : {}),
    onClose: () => {
      reopen.hidden = false;
    },
  });
};
reopen.addEventListener('click', open);
// Log the actions the screen asks for, to see that each control calls the right one.
const calls = session.calls;
const push = calls.push.bind(calls);
calls.push = (...items) => {
  for (const call of items) console.info('[gallery] action', call.name, ...call.args);
  return push(...items);
};
open();
