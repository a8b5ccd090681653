#!/usr/bin/env bash
# Playwright and Lighthouse drive Debian's Chromium and never download a browser. Installs what is
# missing: Debian's headless shell (`chromium-headless-shell`, the same Blink without the browser's
# windowing layer), which runs the Playwright suite in about 55% of the full browser's time on these
# 2-core machines (47 tests: 40 s against 72-76 s), and the full `chromium`, which Lighthouse uses.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
shell="${E2E_CHROME_PATH:-/usr/bin/chromium-headless-shell}"
packages=()
[ -x "$browser" ] || packages+=(chromium)
[ -x "$shell" ] || packages+=(chromium-headless-shell)
if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi
echo "Not found: ${packages[*]}. Installing Debian's package(s)."
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo_cmd apt-get update -qq
$sudo_cmd apt-get install -y -qq --no-install-recommends "${packages[@]}" fonts-liberation >/dev/null
"$browser" --version
