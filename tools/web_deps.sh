#!/bin/sh
# web_deps.sh DIR -- GLPK and PicoSAT built for WebAssembly (make web): the
# sources of Debian's own packages (`apt-get source glpk picosat`), compiled
# with emcc into DIR/lib/libglpk.a and DIR/lib/libpicosat.a, their headers
# in DIR/include (glpk.h, picosat/picosat.h, where the library's sources
# look for them). Nothing is taken from anywhere but the Debian archive the
# machine already uses; nothing of it enters the repository (DIR is under
# build/). Done once: a second run finds DIR/.done and returns.
#
# apt-get source needs a deb-src entry, which a fresh machine often lacks:
# the script writes one into a list of its own (DIR/apt/sources.list: the
# archive and suite of the machine's own deb entry, signed by Debian's
# keyring) and points apt-get at it and at its own state and cache
# directories for the two calls (update, source), so the machine's apt
# configuration and package lists are left as they were.
set -e
dir=${1:?usage: web_deps.sh DIR}
[ -f "$dir/.done" ] && exit 0
command -v emcc >/dev/null 2>&1 || { echo "web_deps.sh: emcc is missing (tools/deps.sh web)" >&2; exit 1; }
command -v dpkg-source >/dev/null 2>&1 || { echo "web_deps.sh: dpkg-source is missing (dpkg-dev)" >&2; exit 1; }
mkdir -p "$dir" && dir=$(cd "$dir" && pwd)
jobs=${WEB_JOBS:-2}

# ---- the sources, from the archive this machine installs from ----
suite=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
mirror=$(sed -n 's/^URIs: *\([^ ]*debian\)$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1)
[ -n "$mirror" ] || mirror=$(sed -n 's/^deb  *\(\[[^]]*\] *\)\{0,1\}\([^ ]*debian\) .*/\2/p' \
    /etc/apt/sources.list 2>/dev/null | head -1)
mirror=${mirror:-http://deb.debian.org/debian}
apt=$dir/apt
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$dir/src"
echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror $suite main" \
    >"$apt/sources.list"
aptopts="-q -o Dir::Etc::SourceList=$apt/sources.list -o Dir::Etc::SourceParts=$apt/none
         -o Dir::State::Lists=$apt/lists -o Dir::Cache=$apt/cache -o APT::Sandbox::User=root"
echo "web_deps.sh: apt-get source glpk picosat (deb-src $mirror $suite) into $dir/src" >&2
# shellcheck disable=SC2086
apt-get $aptopts update >"$apt/update.log" 2>&1 || { cat "$apt/update.log" >&2; exit 1; }
# shellcheck disable=SC2086
(cd "$dir/src" && rm -rf glpk-* picosat-* &&
    apt-get $aptopts source glpk picosat >"$apt/source.log" 2>&1) ||
    { cat "$apt/source.log" >&2; exit 1; }
glpk=$(ls -d "$dir"/src/glpk-*/ | head -1)
pico=$(ls -d "$dir"/src/picosat-*/ | head -1)

mkdir -p "$dir/lib" "$dir/include/picosat" "$dir/obj"
CFLAGS="-O2 -DNDEBUG -w"

# ---- PicoSAT: one file (config.h would only hold the compile flags for
# picosat_config; the library is built without tracing or statistics) ----
echo "#define PICOSAT_CC \"emcc\"" >"$dir/obj/config.h"
echo "#define PICOSAT_CFLAGS \"$CFLAGS\"" >>"$dir/obj/config.h"
echo "#define PICOSAT_VERSION \"$(cat "$pico/VERSION")\"" >>"$dir/obj/config.h"
emcc $CFLAGS -I"$dir/obj" -c -o "$dir/obj/picosat.o" "$pico/picosat.c"
emcc $CFLAGS -I"$dir/obj" -c -o "$dir/obj/picosat_version.o" "$pico/version.c"
rm -f "$dir/lib/libpicosat.a"
emar rcs "$dir/lib/libpicosat.a" "$dir/obj/picosat.o" "$dir/obj/picosat_version.o"
cp "$pico/picosat.h" "$dir/include/picosat/picosat.h"

# ---- GLPK: the files of its library (src/Makefile.am's list), with the
# copies of AMD, COLAMD and zlib its source carries (Debian links the
# system's instead: for wasm there is none) ----
src=$glpk/src
files=$(sed -n '/^libglpk_la_SOURCES/,/^$/s/^\([a-z0-9_/]*\.c\).*/\1/p' "$src/Makefile.am")
files="$files $(cd "$src" && ls amd/*.c colamd/*.c zlib/*.c)"
incs=""
for d in "$src" "$src"/*/; do incs="$incs -I$d"; done
# A folder's files go to one emcc (its start costs about as much as a
# small file's compile), the folders $jobs at a time.
echo "web_deps.sh: emcc: $(echo "$files" | wc -w) files of GLPK, a call a folder ($jobs at a time)" >&2
rm -rf "$dir/obj/glpk"
for sub in $(echo "$files" | tr ' ' '\n' | grep / | sed 's|/.*||' | sort -u); do
    mkdir -p "$dir/obj/glpk/$sub"
    # (no blank at the end: xargs -L would join the next line to it)
    echo "$sub" $(echo "$files" | tr ' ' '\n' | grep "^$sub/" | sed "s|^|$src/|")
done | xargs -P "$jobs" -L 1 sh -c 'cd "$0/obj/glpk/$1" && shift && emcc '"$CFLAGS"' \
     -DHAVE_SYS_TIME_H -DHAVE_GETTIMEOFDAY '"$incs"' -c "$@"' "$dir"
rm -f "$dir/lib/libglpk.a"
emar rcs "$dir/lib/libglpk.a" "$dir"/obj/glpk/*/*.o
cp "$src/glpk.h" "$dir/include/glpk.h"
touch "$dir/.done"
echo "web_deps.sh: $dir/lib/libglpk.a and libpicosat.a built" >&2
