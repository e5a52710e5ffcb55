#!/usr/bin/env bash
# Makes sure the end-to-end tests have their browsers: Chromium for the Playwright suite, and for the
# cross-engine journeys (e2e/engines) Firefox ESR, WebKitGTK's WebDriver (WebKitWebDriver and its
# MiniBrowser) and Xvfb to draw WebKit on. Playwright cannot download browsers on this project's
# machines, so Debian's packages are used; anything already there (or named by CHROMIUM_PATH,
# FIREFOX_PATH, WEBKIT_DRIVER_PATH) is kept. CI starts on a clean Debian 12 machine as root.
set -euo pipefail

packages=()

has_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then return 0; fi
  if [ -x /usr/bin/chromium ]; then return 0; fi
  # A laptop with Playwright's own Chromium.
  node -e "const fs=require('node:fs');const p=require('playwright-core').chromium.executablePath();process.exit(fs.existsSync(p)?0:1)" 2>/dev/null
}

has_chromium || packages+=(chromium)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || packages+=(firefox-esr)
command -v "${WEBKIT_DRIVER_PATH:-WebKitWebDriver}" >/dev/null 2>&1 || packages+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || packages+=(xvfb)

if [ "${#packages[@]}" -eq 0 ]; then exit 0; fi

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "Installing Debian's ${packages[*]} for the end-to-end tests (about a minute)..."
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  # Waits for another apt run to finish instead of failing on the dpkg lock.
  $sudo apt-get install -y -qq -o DPkg::Lock::Timeout=300 "${packages[@]}" >/dev/null
  exit 0
fi

echo "Missing browsers for the end-to-end tests: ${packages[*]}." >&2
echo "Install them (Debian package names above), or set CHROMIUM_PATH / FIREFOX_PATH / WEBKIT_DRIVER_PATH." >&2
exit 1
