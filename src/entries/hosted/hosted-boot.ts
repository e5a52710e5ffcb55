/**
 * The hosted page's script (hosted/index.html, built by build/hosted.config.ts). Kept apart from
 * hosted-page.ts so that tests can import the page's logic without starting it.
 */
import { createWidgetSession } from '../../core/index.ts';
import { mountApp } from '../../ui/index.ts';
import { startHostedPage } from './hosted-page.ts';

void startHostedPage(window, { createSession: createWidgetSession, mount: mountApp });
