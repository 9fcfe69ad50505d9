# t_web.sh -- the playground (make web, docs/web.md) in headless chromium:
# the site is built (the dependencies' WebAssembly build is kept in
# build/web-deps/, the objects in build/web/, so only the first run on a
# machine builds them) and tests/web/run.js serves it with `python3 -m
# http.server -d web` (stopping the server at the end to see the page work
# offline) and uses the page as a person does, comparing what it shows with
# the command line's answers. Screenshots: build/web-shots/. Skipped
# where emcc or chromium is missing (make check-web installs them).
. tests/lib.sh
for tool in emcc chromium node python3; do
    if ! command -v $tool >/dev/null 2>&1; then
        skip "web: no $tool here (make check-web installs what the page's tests need)"
        exit 0
    fi
done
if ! make -s -j2 web >"$TMP/make.out" 2>&1; then # (2 jobs: the first build on a machine)
    not_ok "web: make web failed"; tail -n 20 "$TMP/make.out" | sed 's/^/    /'; exit 0
fi
ok "web: make web builds the site"

# the page's calls are a client of puzc.h alone (as cli/ is; the build
# gives them -Iinclude only)
incl=$(grep '^#include "' wasm/page_api.c | tr '\n' ' ')
expect_eq "web: wasm/page_api.c includes puzc.h and no other header of the library" '#include "puzc.h" ' "$incl"

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

mkdir -p build/web-shots
timeout 120 node tests/web/run.js web build/web-shots "$PUZC"
rc=$?
[ "$rc" = 124 ] && not_ok "web: the browser run still going after 120 s: stopped"
exit 0
