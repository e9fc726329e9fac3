#!/bin/sh
# Starts the Chromium named by PORTAL_CHROMIUM with every --disable-features switch joined into one. Chromium keeps
# only the last such switch, so the browser tests' own (playwright.config.ts) would otherwise undo Playwright's list.
set -eu
features=''
count=$#
while [ "$count" -gt 0 ]; do
  arg=$1
  shift
  count=$((count - 1))
  case $arg in
    --disable-features=*) features="$features,${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
if [ -n "$features" ]; then set -- "$@" "--disable-features=${features#,}"; fi
exec "$PORTAL_CHROMIUM" "$@"
