#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium (the real-browser test) and
# LibreOffice Calc without a GUI (the check that a saved workbook opens in LibreOffice). Runs before
# `npm test` and in CI; it does nothing when both are present, and only explains when it cannot install.
set -uo pipefail

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v soffice >/dev/null 2>&1 || need+=(libreoffice-calc-nogui)
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: missing ${need[*]}; install them with your package manager (Debian: apt-get install ${need[*]})." >&2
  exit 0
fi
echo "system-deps: installing ${need[*]} from Debian's packages…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null || {
  echo "system-deps: apt-get could not install ${need[*]}." >&2
  exit 1
}
