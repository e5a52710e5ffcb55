#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium to drive. Playwright cannot download browsers on
# this project's machines, so Debian's package is used; on a laptop with Playwright's own browsers
# (or CHROMIUM_PATH set) nothing is installed.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if node -e "const fs=require('node:fs');const p=require('playwright-core').chromium.executablePath();process.exit(fs.existsSync(p)?0:1)" 2>/dev/null; then
  exit 0
fi

if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "Chromium not found: installing Debian's chromium package (about 30 s)..."
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq chromium >/dev/null
  exit 0
fi

echo "No Chromium found. Install one (e.g. 'npx playwright install chromium') or set CHROMIUM_PATH." >&2
exit 1
