#!/bin/sh
# deps.sh -- make sure the build's tools and libraries are here; install the
# missing ones with apt-get (as root, or through sudo). Called by make.
missing=""
command -v flex >/dev/null 2>&1 || missing="$missing flex"
command -v bison >/dev/null 2>&1 || missing="$missing bison"
[ -f /usr/include/glpk.h ] || missing="$missing libglpk-dev"
[ -f /usr/include/picosat/picosat.h ] || missing="$missing picosat"
# PNG pictures: cairo's headers (the library itself is opened when a PNG is
# drawn) and the font they are drawn in
[ -f /usr/include/cairo/cairo.h ] || missing="$missing libcairo2-dev"
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$missing fonts-dejavu-core"
# `deps.sh test`: also the external solvers the tests feed emitted files to.
if [ "${1:-}" = test ]; then
    command -v minisat >/dev/null 2>&1 || missing="$missing minisat"
    command -v cadical >/dev/null 2>&1 || missing="$missing cadical"
    command -v glpsol >/dev/null 2>&1 || missing="$missing glpk-utils"
    command -v cbc >/dev/null 2>&1 || missing="$missing coinor-cbc"
    command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
    # t_lib.sh links libpuzc.a with pkg-config --static: Debian's GLPK
    # archive calls libltdl, whose archive and link name come with -dev
    [ -f "$(${CC:-cc} -print-file-name=libltdl.a)" ] || missing="$missing libltdl-dev"
    # t_render.sh (and others) read pictures and outputs back with Python
    command -v python3 >/dev/null 2>&1 || missing="$missing python3"
    # peak memory in the tests (tests/lib.sh's peak_kb): GNU time
    [ -x /usr/bin/time ] || missing="$missing time"
    # t_cli.sh: script(1) gives puzc a terminal (progress shown only there)
    command -v script >/dev/null 2>&1 || missing="$missing bsdutils"
    # t_export.sh: clasp reads OPB and WCNF; minizinc brings Gecode (fzn-gecode)
    command -v clasp >/dev/null 2>&1 || missing="$missing clasp"
    command -v minizinc >/dev/null 2>&1 || missing="$missing minizinc"
    command -v fzn-gecode >/dev/null 2>&1 || missing="$missing flatzinc"
    # t_man.sh: the man page must render without groff warnings
    command -v groff >/dev/null 2>&1 || missing="$missing groff-base"
    command -v mandoc >/dev/null 2>&1 || missing="$missing mandoc"
    # t_stream.sh: batch's scale-out recipe runs under GNU parallel
    command -v parallel >/dev/null 2>&1 || missing="$missing parallel"
fi
# `deps.sh python` (make python): an interpreter. `deps.sh test` also
# pytest for the package's tests (tests/t_python.sh), under an interpreter
# that has it or Debian's own.
if [ "${1:-}" = python ] || [ "${1:-}" = test ]; then
    command -v python3 >/dev/null 2>&1 || missing="$missing python3"
fi
if [ "${1:-}" = test ]; then
    ${PYTHON:-python3} -c 'import pytest' >/dev/null 2>&1 ||
        /usr/bin/python3 -c 'import pytest' >/dev/null 2>&1 || missing="$missing python3-pytest"
fi
# `deps.sh fuzz`: clang with libFuzzer (make fuzz).
if [ "${1:-}" = fuzz ]; then
    command -v clang >/dev/null 2>&1 || missing="$missing clang"
    command -v clang >/dev/null 2>&1 &&
        [ -f "$(clang -print-file-name=libclang_rt.fuzzer-x86_64.a)" ] ||
        missing="$missing libclang-rt-dev"
    command -v llvm-symbolizer >/dev/null 2>&1 || missing="$missing llvm"
fi
# `deps.sh web` (make web): emscripten (its node runs the build's scripts)
# and dpkg-source, which unpacks the Debian sources of GLPK and PicoSAT
# that tools/web_deps.sh builds for WebAssembly; `deps.sh webtest` (make
# check-web): also chromium, which the page's tests drive headless.
if [ "${1:-}" = web ] || [ "${1:-}" = webtest ]; then
    command -v emcc >/dev/null 2>&1 || missing="$missing emscripten"
    command -v node >/dev/null 2>&1 || missing="$missing nodejs"
    command -v dpkg-source >/dev/null 2>&1 || missing="$missing dpkg-dev"
fi
if [ "${1:-}" = webtest ]; then
    command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
fi
[ -n "$missing" ] || exit 0
case ${1:-} in
test) why="make check: the build's packages and the external solvers and tools the tests run" ;;
python) why="make python" ;;
fuzz) why="make fuzz: clang with libFuzzer" ;;
web) why="make web: emscripten" ;;
webtest) why="make check-web: emscripten and chromium" ;;
*) why="the build" ;;
esac
echo "puzc: $why need Debian packages that are missing; installing with apt-get:$missing" >&2
if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
# apt_get ARGS...: apt-get, waiting while another apt-get or dpkg holds the
# package lock (an unattended upgrade, a second terminal) -- up to 10
# minutes, saying so once -- rather than failing at once with apt's "Could
# not get lock". Any other failure ends it with apt's own message.
apt_get() {
    waited=0
    while :; do
        if out=$($SUDO apt-get -o DPkg::Lock::Timeout=30 "$@" 2>&1); then
            [ -n "$out" ] && printf '%s\n' "$out" >&2
            return 0
        fi
        case $out in
        *"Could not get lock"* | *"Unable to lock"* | *"Unable to acquire"* | *"Could not open lock"*) ;;
        *) printf '%s\n' "$out" >&2; return 1 ;;
        esac
        if [ $waited -ge 600 ]; then
            echo "puzc: another apt-get or dpkg has held the package lock for 10 minutes;" \
                "run make again when it is done (or install:$missing)" >&2
            return 1
        fi
        [ $waited = 0 ] && echo "puzc: another apt-get or dpkg holds the package lock; waiting" \
            "for it (up to 10 minutes)..." >&2
        sleep 15
        waited=$((waited + 45))
    done
}
apt_get update -qq || exit 1
apt_get install -y -qq $missing || exit 1
