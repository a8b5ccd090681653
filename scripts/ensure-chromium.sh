#!/usr/bin/env bash
# Playwright drives Debian's Chromium and never downloads a browser. Install it when it is missing.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
echo "Chromium not found at $browser: installing Debian's chromium package"
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
"$browser" --version
