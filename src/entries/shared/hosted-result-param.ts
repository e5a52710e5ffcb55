/**
 * The fragment parameter of the host's `returnTo` that carries the hosted page's signed result
 * (docs/hosted-mode.md, "By redirect"): written by the hosted page, read by `readHostedResult`.
 */
export const RESULT_PARAM = 'retail_sync_result';
