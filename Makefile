# vamsim - one non-recursive Makefile.
#   make            build ./vamsim
#   make test       build and run the whole suite (ends with "N passed, N failed")
#   make demo       install missing build dependencies, build, simulate the drive train
#   make asan       the suite under AddressSanitizer + UBSan
#   make fuzz       run the parser fuzz target for a bounded time
#   make install    PREFIX=/usr/local DESTDIR=
CC      ?= cc
PREFIX  ?= /usr/local
DESTDIR ?=
FLEX    ?= flex
BISON   ?= bison
BUILD   ?= build

KLU_CFLAGS ?= -I/usr/include/suitesparse
KLU_LIBS   ?= -lklu -lamd -lcolamd -lbtf -lsuitesparseconfig

WARN    = -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wno-unused-parameter
CFLAGS  ?= -O2 -g
ALL_CFLAGS = -std=c11 -D_POSIX_C_SOURCE=200809L $(WARN) $(CFLAGS) $(KLU_CFLAGS) \
             -Isrc -I$(BUILD)/gen -MMD -MP \
             -DVAMSIM_STDLIB='"$(abspath stdlib)"' -DVAMSIM_SHARE='"$(PREFIX)/share/vamsim/stdlib"'
LDLIBS  = $(KLU_LIBS) -lm

GEN_C   = $(BUILD)/gen/parser.c $(BUILD)/gen/lexer.c
SRC     = $(filter-out src/main.c,$(wildcard src/*.c))
OBJ     = $(SRC:src/%.c=$(BUILD)/obj/%.o) $(BUILD)/obj/parser.o $(BUILD)/obj/lexer.o
UNIT_SRC = $(wildcard tests/unit/test_*.c)
UNIT_BIN = $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)
TOOL_SRC = $(wildcard tests/tools/*.c)
TOOL_BIN = $(TOOL_SRC:tests/tools/%.c=$(BUILD)/tools/%)

.PHONY: all test demo asan test-asan fuzz install clean check-man deps bench
all: vamsim

vamsim: $(OBJ) $(BUILD)/obj/main.o
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(LDFLAGS) $(LDLIBS)

$(BUILD)/obj/%.o: src/%.c $(BUILD)/gen/parser.h | $(BUILD)/obj
	$(CC) $(ALL_CFLAGS) -c $< -o $@

# Generated code is compiled with fewer warnings: it is not ours to fix.
$(BUILD)/obj/parser.o: $(BUILD)/gen/parser.c | $(BUILD)/obj
	$(CC) $(ALL_CFLAGS) -Wno-missing-prototypes -Wno-shadow -c $< -o $@
$(BUILD)/obj/lexer.o: $(BUILD)/gen/lexer.c $(BUILD)/gen/parser.h | $(BUILD)/obj
	$(CC) $(ALL_CFLAGS) -Wno-missing-prototypes -Wno-shadow -Wno-sign-compare -Wno-unused-function -c $< -o $@

$(BUILD)/gen/parser.c $(BUILD)/gen/parser.h: grammar/parser.y | $(BUILD)/gen
	$(BISON) -Wall -Werror --defines=$(BUILD)/gen/parser.h -o $(BUILD)/gen/parser.c $<
$(BUILD)/gen/lexer.c $(BUILD)/gen/lexer.h: grammar/lexer.l | $(BUILD)/gen
	$(FLEX) --header-file=$(BUILD)/gen/lexer.h -o $(BUILD)/gen/lexer.c $<

$(BUILD)/tests/%: tests/unit/%.c $(OBJ) | $(BUILD)/tests
	$(CC) $(ALL_CFLAGS) -Itests/unit -o $@ $< $(OBJ) $(LDFLAGS) $(LDLIBS)
$(BUILD)/tools/%: tests/tools/%.c | $(BUILD)/tools
	$(CC) $(ALL_CFLAGS) -o $@ $< -lm

$(BUILD)/obj $(BUILD)/gen $(BUILD)/tests $(BUILD)/tools:
	mkdir -p $@

test: vamsim $(UNIT_BIN) $(TOOL_BIN)
	@BUILD=$(BUILD) bash tests/run.sh

# Installs flex, bison and KLU with the system package manager when missing.
deps:
	@bash tests/install-deps.sh

demo: deps
	$(MAKE) vamsim
	./vamsim --tran 2 --step 0.01 --probe load.w,motor.i netlists/drivetrain.vhd

asan:
	$(MAKE) BUILD=build-asan CFLAGS='-O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined' \
	  LDFLAGS='-fsanitize=address,undefined' VAMSIM_BIN=build-asan/vamsim test-asan
test-asan: $(UNIT_BIN) $(TOOL_BIN) $(BUILD)/vamsim
	@BUILD=$(BUILD) VAMSIM=$(BUILD)/vamsim bash tests/run.sh
$(BUILD)/vamsim: $(OBJ) $(BUILD)/obj/main.o
	$(CC) $(ALL_CFLAGS) -o $@ $^ $(LDFLAGS) $(LDLIBS)

# Fuzzing the front end and elaboration with libFuzzer (clang).  Seeds: the
# bundled libraries and the example designs.  Crashes land in build/fuzz/;
# copy each into tests/fuzz/regress/ so that the suite replays it.
FUZZ_SECONDS ?= 60
fuzz: | $(BUILD)/gen
	@command -v clang >/dev/null || { echo "make fuzz needs clang (apt-get install clang libclang-rt-14-dev)"; exit 1; }
	$(MAKE) BUILD=build-fuzz CC=clang CFLAGS='-O1 -g' build-fuzz/gen/parser.h build-fuzz/gen/lexer.c
	mkdir -p build-fuzz/corpus build-fuzz/crashes
	clang -std=c11 -D_POSIX_C_SOURCE=200809L -O1 -g -fsanitize=fuzzer,address,undefined \
	  $(KLU_CFLAGS) -Isrc -Ibuild-fuzz/gen -DVAMSIM_STDLIB='"$(abspath stdlib)"' -DVAMSIM_SHARE='""' \
	  -Wno-unused-parameter -o build-fuzz/fuzz_front tests/fuzz/fuzz_front.c \
	  $(filter-out src/main.c,$(wildcard src/*.c)) build-fuzz/gen/parser.c build-fuzz/gen/lexer.c $(KLU_LIBS) -lm
	cp stdlib/*/*.vhd netlists/*.vhd tests/sim/*.vhd tests/errors/*.vhd build-fuzz/corpus/ 2>/dev/null || true
	build-fuzz/fuzz_front -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 \
	  -artifact_prefix=build-fuzz/crashes/ -dict=tests/fuzz/vhdl.dict build-fuzz/corpus

# bench/klu_floor: the time KLU alone needs for a design's factorizations and solves.
bench/klu_floor: bench/klu_floor.c $(OBJ)
	$(CC) $(ALL_CFLAGS) -o $@ $< $(OBJ) $(LDFLAGS) $(LDLIBS)

check-man:
	mandoc -Tlint -W warning man/vamsim.1

install: vamsim
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/vamsim
	install -m 755 vamsim $(DESTDIR)$(PREFIX)/bin/vamsim
	install -m 644 man/vamsim.1 $(DESTDIR)$(PREFIX)/share/man/man1/vamsim.1
	cp -R stdlib $(DESTDIR)$(PREFIX)/share/vamsim/

clean:
	rm -rf build build-asan build-fuzz vamsim

-include $(wildcard $(BUILD)/obj/*.d $(BUILD)/tests/*.d)
