# puzc -- build, demo, tests, benchmarks. `make demo` and `make check` are
# all a newcomer needs; both install missing Debian packages first.
CC      ?= gcc
OPT     ?= -O2
CFLAGS  ?= $(OPT) -g
# The processor the code is for. By default one that every processor of
# the family runs, so that the program and the installed library run on
# other machines than the one that built them: on x86-64, x86-64-v2 (SSE4.2
# and POPCNT: Intel from 2008, AMD from 2011; the solvers count candidate
# bits in every inner loop, and without POPCNT each count is a libgcc call:
# 8% more instructions on hard 9x9 lines, 19% on ACS 25x25, under
# callgrind); elsewhere the compiler's default. On x86-64 the hot code of
# the native backend is also built for later levels (MULTIARCH=1): the 9x9
# engine for x86-64-v3 (AVX2, BMI2: its AVX2 and PEXT forms), for v3
# without PEXT and for x86-64-v4 (AVX-512: its vector engine), the general
# solver for v3, and the instance a processor runs best is picked once per
# process (backends/native/isa.h); the benchmarks' 9x9 rows then take the
# CPU of a -march=native build, within the noise of this machine
# (docs/benchmarks.md). `make ARCH=-march=native` builds everything for
# the processor that builds it, one level, no choice at run time; `make
# ARCH=` for the compiler's default.
X86_64 := $(filter x86_64-%,$(shell $(CC) -dumpmachine))
ifeq ($(origin ARCH),undefined)
ARCH       = $(if $(X86_64),-march=x86-64-v2)
MULTIARCH ?= $(if $(X86_64),1,0)
endif
MULTIARCH ?= 0
WARN     = -std=c11 -Wall -Wextra -Wshadow -Wstrict-prototypes \
           -Wmissing-prototypes -Wwrite-strings
GENWARN  = -std=c11 -Wall -Wno-unused-function -Wno-sign-compare
# Library objects are position-independent with hidden visibility: only
# what include/puzc.h marks PUZ_API (every name puz_) leaves libpuzc.so.
PICFLAGS = -fPIC -fvisibility=hidden
CPPFLAGS = -D_POSIX_C_SOURCE=200809L -Iinclude -Ibase -Icompiler -Ibackends -Igenerator -Irender -Ibuild \
           -MMD -MP
LDLIBS   = -lglpk -lpicosat -lpthread -lm -ldl
# cairo draws the PNG pictures; render/cairolib.c opens it with dlopen when
# the first one is drawn (linked, it costs every start about 3 ms of CPU:
# docs/render.md), so only its headers are needed here (and -ldl, where
# dlopen is not yet in the C library: glibc before 2.34). Recursive (=):
# pkg-config is asked after tools/deps.sh has installed libcairo2-dev.
CAIRO_CFLAGS = $(or $(shell pkg-config --cflags-only-I cairo 2>/dev/null),-I/usr/include/cairo)
# The program takes GLPK and PicoSAT, and the libraries GLPK needs, from their
# static archives when they are here (libglpk-dev and picosat ship them): a
# run then loads 3 shared libraries, not 10, and a one-line batch costs
# about 0.8 ms less CPU (make bench-ref measures both builds). STATIC_SOLVERS=0, or a missing
# archive, links the shared ones. Recursive (=): the archives are looked for
# when puzc is linked, after tools/deps.sh has installed them. GLPK's
# dynamic-loading helper (ltdl) stays shared: its runtime comes with GLPK's.
STATIC_SOLVERS ?= 1
solver_archive = $(filter /%,$(shell $(CC) -print-file-name=$(1)))
STATIC_LDLIBS = -Wl,-Bstatic -lglpk -lpicosat -lcolamd -lamd -lsuitesparseconfig -lgmp -lz \
                -Wl,-Bdynamic -l:libltdl.so.7 -lpthread -lm -ldl
PROG_LDLIBS = $(if $(and $(filter 1,$(STATIC_SOLVERS)),$(call solver_archive,libglpk.a),\
                $(call solver_archive,libpicosat.a)),$(STATIC_LDLIBS),$(LDLIBS))
OBJCOPY ?= objcopy
BUILD   ?= build
PREFIX  ?= /usr/local
BIN     ?= puzc
VERSION  = 1.3.0
SONAME   = libpuzc.so.1

# The instances of hot code for the levels above ARCH (MULTIARCH=1 only;
# each file names its level; backends/native/isa.h).
V3SRC  := backends/native/fast9/fast9_v3.c backends/native/fast9/fast9_v3np.c \
          $(wildcard backends/native/native_w*_v3.c)
V4SRC  := backends/native/fast9/fast9_v4.c
# A backend's solvers may sit in folders of their own (backends/native/
# fast9/, cdcl/ ...). backends/native/search/ is the general solver's
# source, compiled only inside each of its instances (backends/native/
# native_w*.c include it, once per candidate-set width and level): not
# a unit of its own.
LIBSRC := $(wildcard base/*.c) $(wildcard compiler/*.c) $(wildcard backends/*.c) $(wildcard backends/*/*.c) \
          $(wildcard backends/*/*/*.c) $(wildcard generator/*.c) $(wildcard render/*.c)
LIBSRC := $(filter-out backends/native/search/%.c,$(LIBSRC))
LIBSRC := $(filter-out $(if $(filter 1,$(MULTIARCH)),,$(V3SRC) $(V4SRC)),$(LIBSRC))
CLISRC := $(wildcard cli/*.c)
GEN    := $(BUILD)/lexer.c $(BUILD)/parser.c
LIBOBJ := $(LIBSRC:%.c=$(BUILD)/%.o) $(GEN:%.c=%.o)
CLIOBJ := $(CLISRC:%.c=$(BUILD)/%.o)
OBJ    := $(LIBOBJ) $(CLIOBJ)
LIBA   := $(BUILD)/libpuzc.a
LIBI   := $(BUILD)/libpuzc-internal.a
LIBSO  := $(BUILD)/libpuzc.so.$(VERSION)

ifeq ($(MULTIARCH),1)
CPPFLAGS += -DPUZ_MULTIARCH
$(V3SRC:%.c=$(BUILD)/%.o): ARCH = -march=x86-64-v3
$(V4SRC:%.c=$(BUILD)/%.o): ARCH = -march=x86-64-v4
endif

all: $(BIN) $(LIBA) $(LIBSO)

$(BUILD)/.deps-ok: tools/deps.sh
	@./tools/deps.sh
	@mkdir -p $(BUILD) && touch $@

# The program is a client of include/puzc.h alone (cli/ is compiled with
# -Iinclude only): it links the archive that defines puz_ names only, so a
# call of anything else would not link.
$(BIN): $(CLIOBJ) $(LIBA)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(CLIOBJ) $(LIBA) $(PROG_LDLIBS)

# libpuzc.a, the archive `make install` installs, defines puz_ names only,
# so that nothing of it clashes with a name of the program that links it
# (xmalloc, model_new, luby, Bison's puzyy* ...): its objects are linked
# into one (ld -r), where their calls to each other are bound, and every
# global but puz_* is made local (objcopy). libpuzc.so hides the same names
# by visibility (PICFLAGS). The unit tests call internal functions: they
# link libpuzc-internal.a, every object as it was compiled (the fuzz
# harnesses are clients of puzc.h: they link libpuzc.a).
$(LIBA): $(LIBOBJ)
	@rm -f $@ $(BUILD)/libpuzc.o
	$(LD) -r -o $(BUILD)/libpuzc.o $(LIBOBJ)
	$(OBJCOPY) --wildcard --keep-global-symbol='puz_*' $(BUILD)/libpuzc.o
	ar rcs $@ $(BUILD)/libpuzc.o

$(LIBI): $(LIBOBJ)
	@rm -f $@
	ar rcs $@ $(LIBOBJ)

$(LIBSO): $(LIBOBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -shared -Wl,-soname,$(SONAME) -o $@ $(LIBOBJ) $(LDLIBS)
	ln -sf libpuzc.so.$(VERSION) $(BUILD)/$(SONAME)
	ln -sf libpuzc.so.$(VERSION) $(BUILD)/libpuzc.so

# The path every batch line takes (reading, the 9x9 fast path, checking,
# writing) at -O3 (HOTOPT): gcc vectorises its per-cell loops there.
HOTOPT ?= -O3
FAST9OBJ = $(patsubst %.c,$(BUILD)/%.o,$(filter backends/native/fast9/fast9_%.c,$(LIBSRC)))
HOTOBJ  = $(FAST9OBJ) $(addprefix $(BUILD)/,backends/native/native_backend.o \
            backends/solver.o compiler/verify.o compiler/batch_line.o compiler/gridfmt.o \
            cli/cmd_batch.o)
$(HOTOBJ): OPT = $(HOTOPT)
# The 9x9 engine's vector form passes 64-byte vectors between its static
# functions; built without AVX-512 (-DFAST9_VEC=1, for testing) gcc and
# clang warn (-Wpsabi) that this would change an ABI.
$(FAST9OBJ): WARN += -Wno-psabi

$(BUILD)/render/png.o $(BUILD)/render/cairolib.o: CPPFLAGS += $(CAIRO_CFLAGS)

# The command line is a client of include/puzc.h and nothing else of the
# library: it sees no other header (tests/t_lib.sh checks its objects'
# undefined symbols too).
CLI_CPPFLAGS = -D_POSIX_C_SOURCE=200809L -Iinclude -MMD -MP
$(BUILD)/cli/%.o: cli/%.c | $(BUILD)/.deps-ok
	@mkdir -p $(dir $@)
	$(CC) $(CLI_CPPFLAGS) $(CFLAGS) $(ARCH) $(WARN) -c -o $@ $<

$(BUILD)/%.o: %.c | $(BUILD)/.deps-ok $(BUILD)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(ARCH) $(PICFLAGS) $(WARN) -c -o $@ $<

$(BUILD)/parser.c $(BUILD)/parser.h &: compiler/parser.y | $(BUILD)/.deps-ok
	bison -Wall -Werror --defines=$(BUILD)/parser.h -o $(BUILD)/parser.c $<

$(BUILD)/lexer.c: compiler/lexer.l $(BUILD)/parser.h | $(BUILD)/.deps-ok
	flex -o $@ $<

$(BUILD)/lexer.o $(BUILD)/parser.o: %.o: %.c
	$(CC) $(CPPFLAGS) $(CFLAGS) $(ARCH) $(PICFLAGS) $(GENWARN) -c -o $@ $<

# make python [PYTHON=python3]: libpuzc.so, the Python package told where
# it is (python/puzc/_built.py, the build directory's absolute path), and
# the package made importable by PYTHON from its source tree: a puzc.pth in
# the interpreter's user site-packages (or its own, in a virtual
# environment) naming python/, as an editable install does; no package
# index, no wheel built. `pip install --no-build-isolation ./python`
# installs a copy instead (docs/python.md).
PYTHON ?= python3
python: $(LIBSO)
	@./tools/deps.sh python
	@printf "# written by make python: the library this package was built with\nLIB = '%s'\n" \
	  "$(abspath $(BUILD))/$(SONAME)" >python/puzc/_built.py
	@site=$$($(PYTHON) -c 'import site, sysconfig; print(site.getusersitepackages() \
	  if site.ENABLE_USER_SITE else sysconfig.get_paths()["purelib"])') && \
	  mkdir -p "$$site" && echo "$(abspath python)" >"$$site/puzc.pth" && \
	  echo "python: $(PYTHON) imports puzc from $(abspath python) ($$site/puzc.pth)"
	@$(PYTHON) -c 'import puzc; print("python: puzc", puzc.__version__, "on", puzc.library_path)'

demo: puzc
	./examples/demo.sh

# the unit tests and benchmarks' drivers call internal functions: they
# link the internal archive, built here beside the program; the Python
# package's tests (tests/t_python.sh) load the shared library
check: puzc $(LIBI) $(LIBSO)
	@./tools/deps.sh test
	@./tests/run.sh

# make check-quick: the edit-compile-test loop's suite, under a minute: the
# language and its messages, the command line, output forms, batch, the
# variants and the documentation's examples (make check runs them too)
CHECK_QUICK = tests/t_lang.sh tests/t_cli.sh tests/t_output.sh tests/t_batch.sh \
              tests/t_variants.sh tests/t_convert.sh tests/t_man.sh
check-quick: puzc $(LIBI)
	@./tools/deps.sh test
	@./tests/run.sh $(CHECK_QUICK)

bench: puzc $(LIBI) $(LIBSO)
	./bench/run.sh

# puzc.batch against puzc batch, and two Python threads against one
bench-python: puzc $(LIBSO)
	./bench/python.sh

bench-sat: puzc $(LIBI)
	./bench/sat.sh

bench-dlx: puzc
	./bench/dlx.sh

# make bench-ref [TDOKU_DIR=...]: start-up cost, and puzc against tdoku when
# a copy of its source is named (bench/ref.sh); also the end of `make bench`
bench-ref: puzc
	./bench/ref.sh

bench-ilp: puzc
	@./tools/deps.sh test
	./bench/ilp.sh

bench-gen: puzc
	./bench/gen.sh

bench-meta: puzc
	./bench/meta.sh

# make reproduce [REPRO_QUICK=1]: the four seed papers' tables and figures
# beside ours, verdicts computed, SVG plots and the report in reproduce/
# (bench/reproduce.sh; docs/reproduce.md)
reproduce: puzc
	./bench/reproduce.sh

ASAN_CFLAGS = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
asan:
	$(MAKE) BUILD=build-asan OPT=-O1 CFLAGS="$(ASAN_CFLAGS)" \
	  LDFLAGS="-fsanitize=address,undefined" puzc-asan
	@./tools/deps.sh test
	PUZC=./puzc-asan LIBPUZC=build-asan/libpuzc-internal.a \
	  UNIT_CFLAGS="-fsanitize=address,undefined -fno-sanitize-recover=all" \
	  ASAN_OPTIONS=detect_leaks=1 ./tests/run.sh

puzc-asan puzc-tsan: $(CLIOBJ) $(LIBI) $(LIBA)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(CLIOBJ) $(LIBI) $(LDLIBS)

# make tsan: the tests that run threads (batch --jobs, the pool, cancel
# flags set from other threads, generate --jobs, native --threads) on a
# ThreadSanitizer build; a reported race fails the run (TSan's exit status 66)
TSAN_TESTS = tests/t_pool.sh tests/t_batch.sh tests/t_stream.sh tests/t_limits.sh tests/t_lib.sh tests/t_bulk.sh tests/t_output.sh tests/t_cdcl.sh \
             tests/t_memory.sh
tsan:
	$(MAKE) BUILD=build-tsan OPT=-O1 CFLAGS="-O1 -g -fsanitize=thread" \
	  LDFLAGS="-fsanitize=thread" puzc-tsan
	@./tools/deps.sh test
	PUZC=./puzc-tsan LIBPUZC=build-tsan/libpuzc-internal.a UNIT_CFLAGS="-fsanitize=thread" \
	  ./tests/run.sh $(TSAN_TESTS)

# make fuzz [FUZZ_SECONDS=N]: libFuzzer harnesses (tests/fuzz/fuzz_*.c) for
# the .puz front end, batch's line reader, the answer decoders, the
# structure-aware model generator (fuzz_model: gm_*.c) and the library's
# API (fuzz_api), linked with a libpuzc built by clang with the fuzzer's
# instrumentation in build-fuzz/; then the generator driving puzc-asan's
# commands (tools/fuzz_cli.sh; puzc-asan built as `make asan` builds it).
# Each runs N seconds (default 60), one summary line each; fails on any
# crash, leak or timeout (tools/fuzz.sh).
FUZZ_SECONDS ?= 60
FUZZ_NAMES   = parse batch decode model api import
FUZZ_CFLAGS  = -g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined \
               -fno-sanitize-recover=all
GMSRC        = tests/fuzz/gm_src.c tests/fuzz/gm_plan.c tests/fuzz/gm_model.c \
               tests/fuzz/gm_lines.c tests/fuzz/gm_answer.c
fuzz:
	@./tools/deps.sh fuzz
	@$(MAKE) --no-print-directory BUILD=build-fuzz CC=clang CFLAGS="$(FUZZ_CFLAGS)" \
	  $(FUZZ_NAMES:%=build-fuzz/fuzz_%) build-fuzz/gen_model
	@$(MAKE) --no-print-directory BUILD=build-asan OPT=-O1 CFLAGS="$(ASAN_CFLAGS)" \
	  LDFLAGS="-fsanitize=address,undefined" puzc-asan
	FUZZ_SECONDS=$(FUZZ_SECONDS) ./tools/fuzz.sh $(FUZZ_NAMES) cli

# The harnesses are clients of include/puzc.h alone, as the command line
# is: no internal header (-Iinclude -Itests/fuzz only), and libpuzc.a, the
# archive of puz_ names only.
$(BUILD)/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_check.h tests/fuzz/gm.h tests/fuzz/gm_impl.h \
                 $(GMSRC) $(LIBA)
	$(CC) -D_POSIX_C_SOURCE=200809L -Iinclude -Itests/fuzz $(CFLAGS) $(WARN) \
	  -fsanitize=fuzzer,address,undefined -o $@ $< $(GMSRC) $(LIBA) $(LDLIBS)

# the generator as a program (tools/fuzz_cli.sh), without the fuzzer
$(BUILD)/gen_model: tests/fuzz/gen_model.c tests/fuzz/gm.h tests/fuzz/gm_impl.h $(GMSRC)
	$(CC) -std=c11 -O1 -g -D_POSIX_C_SOURCE=200809L $(WARN) -o $@ $< $(GMSRC)

# make install PREFIX=DIR: the program, the library (static and shared, with
# its soname), the header, pkg-config's file, the man page and the bash
# completion (tools/puzc.bash-completion).
install: $(BIN) $(LIBA) $(LIBSO)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/include \
	  $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions
	install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/puzc
	install -m 644 include/puzc.h $(DESTDIR)$(PREFIX)/include/puzc.h
	install -m 644 $(LIBA) $(DESTDIR)$(PREFIX)/lib/libpuzc.a
	install -m 755 $(LIBSO) $(DESTDIR)$(PREFIX)/lib/libpuzc.so.$(VERSION)
	ln -sf libpuzc.so.$(VERSION) $(DESTDIR)$(PREFIX)/lib/$(SONAME)
	ln -sf libpuzc.so.$(VERSION) $(DESTDIR)$(PREFIX)/lib/libpuzc.so
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(VERSION)|g' puzc.pc.in \
	  > $(DESTDIR)$(PREFIX)/lib/pkgconfig/puzc.pc
	install -m 644 docs/puzc.1 $(DESTDIR)$(PREFIX)/share/man/man1/puzc.1
	install -m 644 tools/puzc.bash-completion \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/puzc

clean:
	rm -rf build build-asan build-tsan build-fuzz puzc puzc-asan puzc-tsan
	rm -f web/puzc.js web/puzc.wasm web/models.js

.PHONY: check-quick all python demo check bench bench-python bench-sat bench-dlx bench-ref bench-ilp bench-gen bench-meta reproduce asan tsan fuzz install \
        clean
-include $(OBJ:.o=.d)
include wasm/web.mk
