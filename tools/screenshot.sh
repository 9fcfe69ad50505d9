#!/bin/sh
# screenshot.sh -- what a browser makes of a picture puzc drew: headless
# Chromium loads FILE (an .svg or .png) and saves a PNG screenshot.
#   tools/screenshot.sh FILE OUT.png [WIDTH [HEIGHT]]
# Needs Debian's chromium (apt-get install chromium); not part of make check.
set -e
[ $# -ge 2 ] || { echo "usage: tools/screenshot.sh FILE OUT.png [WIDTH [HEIGHT]]" >&2; exit 2; }
command -v chromium >/dev/null 2>&1 || { echo "screenshot.sh: chromium is not installed" >&2; exit 2; }
file=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
w=${3:-800}
h=${4:-$w}
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
chromium --headless --no-sandbox --disable-gpu --disable-background-networking \
    --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
    --user-data-dir="$profile" --screenshot="$2" --window-size="$w,$h" "file://$file" \
    >/dev/null 2>&1
[ -s "$2" ] || { echo "screenshot.sh: no screenshot made" >&2; exit 1; }
