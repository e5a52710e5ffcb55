/** `bytes` random bytes from the platform CSPRNG as lowercase hex (never `Math.random()`: ids must not repeat across pages). */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
}
