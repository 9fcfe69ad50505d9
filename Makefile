# puzc -- build, demo, tests, benchmarks. `make demo` and `make check` are
# all a newcomer needs; both install missing Debian packages first.
CC      ?= gcc
OPT     ?= -O2
CFLAGS  ?= $(OPT) -g
WARN     = -std=c11 -Wall -Wextra -Wshadow -Wstrict-prototypes \
           -Wmissing-prototypes -Wwrite-strings
GENWARN  = -std=c11 -Wall -Wno-unused-function -Wno-sign-compare
CPPFLAGS = -D_POSIX_C_SOURCE=200809L -Icompiler -Ibackends -Ibuild -MMD -MP
LDLIBS   = -lglpk -lpicosat -lpthread -lm
BUILD   ?= build
PREFIX  ?= /usr/local
BIN     ?= puzc

SRC  := $(wildcard compiler/*.c) $(wildcard backends/*.c) \
        $(wildcard backends/*/*.c) $(wildcard cli/*.c)
GEN  := $(BUILD)/lexer.c $(BUILD)/parser.c
OBJ  := $(SRC:%.c=$(BUILD)/%.o) $(GEN:%.c=%.o)

all: $(BIN)

$(BUILD)/.deps-ok: tools/deps.sh
	@./tools/deps.sh
	@mkdir -p $(BUILD) && touch $@

$(BIN): $(OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(OBJ) $(LDLIBS)

$(BUILD)/%.o: %.c | $(BUILD)/.deps-ok $(BUILD)/parser.h
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(WARN) -c -o $@ $<

$(BUILD)/parser.c $(BUILD)/parser.h: compiler/parser.y | $(BUILD)/.deps-ok
	bison -Wall -Werror --defines=$(BUILD)/parser.h -o $(BUILD)/parser.c $<

$(BUILD)/lexer.c: compiler/lexer.l $(BUILD)/parser.h | $(BUILD)/.deps-ok
	flex -o $@ $<

$(BUILD)/lexer.o $(BUILD)/parser.o: %.o: %.c
	$(CC) $(CPPFLAGS) $(CFLAGS) $(GENWARN) -c -o $@ $<

demo: puzc
	./examples/demo.sh

check: puzc
	@./tools/deps.sh test
	@./tests/run.sh

bench: puzc
	./bench/run.sh

bench-sat: puzc
	./bench/sat.sh

bench-dlx: puzc
	./bench/dlx.sh

bench-ilp: puzc
	@./tools/deps.sh test
	./bench/ilp.sh

bench-gen: puzc
	./bench/gen.sh

bench-meta: puzc
	./bench/meta.sh

asan:
	$(MAKE) BUILD=build-asan OPT=-O1 \
	  CFLAGS="-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" \
	  LDFLAGS="-fsanitize=address,undefined" puzc-asan
	@./tools/deps.sh test
	PUZC=./puzc-asan ASAN_OPTIONS=detect_leaks=1 ./tests/run.sh

puzc-asan: $(OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(OBJ) $(LDLIBS)

install: $(BIN)
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 puzc $(DESTDIR)$(PREFIX)/bin/puzc

clean:
	rm -rf build build-asan puzc puzc-asan

.PHONY: all demo check bench bench-sat bench-dlx bench-ilp bench-gen bench-meta asan install clean
-include $(OBJ:.o=.d)
