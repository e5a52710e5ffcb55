import { createHash } from 'node:crypto';

/** Subresource Integrity value (`sha384-<base64>`) of a file's exact bytes. */
export function sriOf(bytes: Uint8Array | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The element a host page pastes to load `fileName` from its own server or a CDN. The build prints
 * it (build/sri-plugin.ts); `crossorigin="anonymous"` is needed when the file comes from another
 * origin and harmless on the same one.
 */
export function scriptElement(fileName: string, integrity: string): string {
  return `<script src="/${fileName}" integrity="${integrity}" crossorigin="anonymous"></script>`;
}
