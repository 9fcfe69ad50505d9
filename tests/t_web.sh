# t_web.sh -- the playground (make web, docs/web.md) in headless chromium:
# the site is built (the dependencies' WebAssembly build is kept in
# build/web-deps/, the objects in build/web/, so only the first run on a
# machine builds them), served by `python3 -m http.server -d web`, and
# tests/web/run.js uses the page as a person does, comparing what it shows
# with the command line's answers. Screenshots: build/web-shots/. Skipped
# where emcc or chromium is missing (make check-web installs them).
. tests/lib.sh
for tool in emcc chromium node python3; do
    if ! command -v $tool >/dev/null 2>&1; then
        skip "web: no $tool here (make check-web installs what the page's tests need)"
        exit 0
    fi
done
if ! make -s web >"$TMP/make.out" 2>&1; then
    not_ok "web: make web failed"; tail -n 20 "$TMP/make.out" | sed 's/^/    /'; exit 0
fi
ok "web: make web builds the site"

# what a visitor downloads: the page, its scripts, the engine (gzip -9;
# brotli too where it is installed), at most 3 MB
files="web/index.html web/style.css web/app.js web/worker.js web/sw.js web/models.js web/puzc.js web/puzc.wasm"
raw=$(cat $files | wc -c)
gz=0
for f in $files; do gz=$((gz + $(gzip -9c "$f" | wc -c))); done
echo "# figure site $raw bytes, gzip -9 $gz bytes (puzc.wasm $(wc -c <web/puzc.wasm), gzip $(gzip -9c web/puzc.wasm | wc -c); puzc.js $(wc -c <web/puzc.js), gzip $(gzip -9c web/puzc.js | wc -c))"
if command -v brotli >/dev/null 2>&1; then
    br=0
    for f in $files; do br=$((br + $(brotli -c "$f" | wc -c))); done
    echo "# figure site brotli $br bytes"
fi
if [ "$gz" -le 3145728 ]; then ok "web: the compressed download is $gz bytes (<= 3 MB)"; else
    not_ok "web: the compressed download is $gz bytes (> 3 MB)"; fi

# a free port, then the static server of the recipe
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server -b 127.0.0.1 -d web "$port" >"$TMP/http.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$TMP"' EXIT
for _ in 1 2 3 4 5 6 7 8 9 10; do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/index.html')" \
        2>/dev/null && break
    sleep 0.2
done
mkdir -p build/web-shots
timeout 120 node tests/web/run.js "http://127.0.0.1:$port/index.html" build/web-shots "$PUZC"
rc=$?
[ "$rc" = 124 ] && not_ok "web: the browser run still going after 120 s: stopped"
exit 0
