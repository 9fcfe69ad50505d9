# web.mk -- make web: the puzc playground (docs/web.md), the whole library
# built for WebAssembly by Debian's emscripten into web/puzc.js and
# web/puzc.wasm beside the page's own sources (web/*.html, *.css, *.js),
# so that any static server of web/ serves the site. Included by the
# Makefile.
#
# The library's sources are the native build's (LIBSRC and the generated
# lexer and parser) but for the PNG writer, which needs cairo (dlopen):
# wasm/png_none.c stands in for render/png.c and render/cairolib.c. No
# x86 level, no MULTIARCH: the native backend's portable code. Threads are
# not built in (no -pthread): a thread that cannot be started runs its work
# on the caller's thread (base/pool.c), so batch --jobs and native's
# --threads run one search at a time. GLPK and PicoSAT come from Debian's
# source packages, built once by tools/web_deps.sh into build/web-deps/.
# The page's calls (wasm/page_api.c) are a client of include/puzc.h alone.
EMCC      ?= emcc
WEB_OPT   ?= -O3
WEBBUILD   = $(BUILD)/web
WEBDEPS    = $(BUILD)/web-deps
WEBSRC     = $(filter-out render/png.c render/cairolib.c $(V3SRC) $(V4SRC),$(LIBSRC)) wasm/png_none.c
WEBOBJ     = $(WEBSRC:%.c=$(WEBBUILD)/%.o) $(WEBBUILD)/lexer.o $(WEBBUILD)/parser.o
WEB_CPPFLAGS = -D_POSIX_C_SOURCE=200809L -Iinclude -Ibase -Icompiler -Ibackends -Igenerator \
               -Irender -I$(BUILD) -I$(WEBDEPS)/include -MMD -MP
WEB_EXPORTS = _pw_info,_pw_check,_pw_solve,_pw_emit,_pw_decode,_pw_generate,_pw_rate
# Memory grows as a search needs it (up to 2 GB, wasm32's reach here); the
# module runs in the page's Web Workers (web/worker.js).
WEB_LDFLAGS = -sALLOW_MEMORY_GROWTH=1 -sMAXIMUM_MEMORY=2GB -sENVIRONMENT=web,worker \
              -sEXPORTED_FUNCTIONS=$(WEB_EXPORTS) -sEXPORTED_RUNTIME_METHODS=ccall
WEBSITE    = web/puzc.js web/models.js

web: $(WEBSITE)

# (built once: a changed tools/web_deps.sh takes effect after rm -rf
# build/web-deps; the stamp is touched so that make does not ask again)
$(WEBDEPS)/.done: tools/web_deps.sh
	@./tools/deps.sh web
	@./tools/web_deps.sh $(WEBDEPS)
	@touch $@

# emcc writes web/puzc.wasm beside web/puzc.js. Its optimiser's scripts
# require Debian's node modules (node-acorn), which a node not from Debian
# does not look for: NODE_PATH names their folder.
web/puzc.js: $(WEBOBJ) $(WEBBUILD)/wasm/page_api.o $(WEBDEPS)/.done
	NODE_PATH=/usr/share/nodejs $(EMCC) $(WEB_OPT) -o $@ $(WEBOBJ) $(WEBBUILD)/wasm/page_api.o \
	  $(WEBDEPS)/lib/libglpk.a $(WEBDEPS)/lib/libpicosat.a $(WEB_LDFLAGS)

# the examples menu: every model of models/, its text (web/models.js)
web/models.js: $(wildcard models/*.puz) wasm/models.js | $(WEBDEPS)/.done
	node wasm/models.js models >$@.tmp && mv $@.tmp $@

# the page's calls see include/puzc.h and nothing else of the library
$(WEBBUILD)/wasm/page_api.o: wasm/page_api.c | $(WEBDEPS)/.done
	@mkdir -p $(dir $@)
	$(EMCC) -D_POSIX_C_SOURCE=200809L -Iinclude -MMD -MP $(WEB_OPT) $(WARN) -c -o $@ $<

$(WEBBUILD)/%.o: %.c | $(WEBDEPS)/.done $(BUILD)/parser.h
	@mkdir -p $(dir $@)
	$(EMCC) $(WEB_CPPFLAGS) $(WEB_OPT) $(WARN) -c -o $@ $<

$(WEBBUILD)/lexer.o $(WEBBUILD)/parser.o: $(WEBBUILD)/%.o: $(BUILD)/%.c | $(WEBDEPS)/.done
	@mkdir -p $(dir $@)
	$(EMCC) $(WEB_CPPFLAGS) $(WEB_OPT) $(GENWARN) -c -o $@ $<

# make check-web: what the page's tests need (emscripten, chromium), the
# site, and the tests in headless chromium, always run (make check skips
# them where emcc or chromium is missing)
check-web: puzc
	@./tools/deps.sh webtest
	@$(MAKE) --no-print-directory web
	@./tests/run.sh tests/t_web.sh

.PHONY: web check-web
-include $(WEBOBJ:.o=.d) $(WEBBUILD)/wasm/page_api.d
