# WidgetRender: the two commands are `make sheet` and `make test`; each installs what it needs.
SWIFT ?= swift
OUT ?= out
APT_PACKAGES = pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libpoppler-glib-dev libpng-dev libdeflate-dev libfontconfig-dev fontconfig
PKG_MODULES = cairo pangocairo pangoft2 fontconfig librsvg-2.0 poppler-glib libpng libdeflate

.PHONY: deps build sheet review-check test harden lint format docs bench bench-floors bench-rsvg bench-startup bench-compare memory consumer clean fuzz sanitize startup-order

# Installs the C libraries with apt when pkg-config cannot find them (sudo when not root).
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists $(PKG_MODULES); then \
		echo "deps: cairo, pango, fontconfig, librsvg, poppler-glib, libpng, libdeflate present"; \
	else \
		SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
		echo "deps: installing $(APT_PACKAGES)"; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $(APT_PACKAGES); \
	fi
	@# Package.swift's resource target excludes out/ (make sheet's default output); SwiftPM warns
	@# about an excluded folder that is missing, so it is made before any build.
	@mkdir -p out

# Release builds and runs. `--disable-local-rpath`: the tool links no library of the package's
# own, and with SwiftPM's $ORIGIN run path the dynamic loader first looked for each of its C
# libraries in the tool's folder (some 40 failed look-ups, 3 % of a one-render process; the
# Swift floor of `make bench` has no run path either).
RELEASE = -c release --disable-local-rpath

# The optimised command-line tool (its Swift runtime linked statically: see Package.swift),
# which `make sheet` runs.
build: deps
	$(SWIFT) build $(RELEASE) --product widget-render

# The main job: one contact sheet per gallery widget (every family it supports × full colour
# light and dark, accented, vibrant, on their backdrops) and the review page, in $(OUT)/; the
# #Preview blocks in $(OUT)/previews/ (first, so that the page links them). The sheets replace render-all's single PNGs: they hold
# every one of them, in every mode.
sheet: build
	$(SWIFT) run $(RELEASE) --skip-build widget-render previews --output $(OUT)/previews --quiet > /dev/null
	@test -n "$$(ls $(OUT)/previews)" || { echo "sheet: widget-render found no #Preview to render into $(OUT)/previews" >&2; exit 1; }
	$(SWIFT) run $(RELEASE) --skip-build widget-render sheet --all --output $(OUT)
	@echo "sheet: contact sheets in $(OUT)/ (one <widget>.png each), review page $(OUT)/index.html, previews in $(OUT)/previews/"

# The review page in headless Chromium from file://: no console message, every image loads;
# leaves a screenshot in .build/review-check/review.png. Installs Debian's chromium if missing.
review-check: build
	SWIFT=$(SWIFT) .ci/review-check

test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The reliability sweep of files, streams and environment (Tests/Harden/sweep.sh): 30 hostile
# invocations of the real tool, each in its own process under a 60 s timeout and a 2 GB memory
# cap, checked for the promised exit code and message; about 10 s, so CI runs it. The hostile
# values of the API (round one) run in `make test` (HostileInputTableTests, HostileValueTests).
harden: deps
	$(SWIFT) build --product widget-render
	Tests/Harden/sweep.sh "$$($(SWIFT) build --show-bin-path)/widget-render"

# The toolchain's swift-format over Sources and Tests, configured by .ci/swift-format.json
# (4-space indents, lines up to 260 columns; ReplaceForEachWithForLoop and
# OnlyOneTrailingClosureArgument off: `names.forEach(out)` passes a function, and SwiftUI's own
# initialisers take a labelled closure before a trailing one). `make format` rewrites in place.
FORMAT_CONFIGURATION = --configuration .ci/swift-format.json --recursive --parallel Sources Tests
lint:
	$(SWIFT) format lint --strict $(FORMAT_CONFIGURATION)
format:
	$(SWIFT) format format --in-place $(FORMAT_CONFIGURATION)

# Every module's DocC archive, built with the toolchain's docc into .build/docs/<Module>.doccarchive
# with warnings as errors (a broken symbol link, an undocumented parameter of a documented
# function); CI runs it.
docs: deps
	Tests/Docs/build-docs.sh $(SWIFT)

# The cold-start row runs the release widget-render beside rsvg-convert (librsvg2-bin, installed
# here for the bench only) and beside two floors: Tests/Bench/floor.c, the same drawing in C with
# the same libraries, compiled here with the system's C compiler, and Tests/Bench/swift-floor.swift,
# that C called from a Swift main linked as widget-render is (the least a Swift tool can take).
# The gallery row runs floor.c's drawing in one process too, for the in-process floor.
SWIFTC ?= $(dir $(shell command -v $(SWIFT) 2>/dev/null))swiftc
FLOOR_MODULES = pangocairo pangoft2 fontconfig libdeflate
bench: deps
	@command -v rsvg-convert >/dev/null 2>&1 || $(MAKE) --no-print-directory bench-rsvg
	$(SWIFT) build $(RELEASE) --product widget-render
	$(SWIFT) build $(RELEASE) --product widget-render-bench
	$(MAKE) --no-print-directory bench-floors
	BENCH_FLOOR=$(CURDIR)/.build/bench-floor BENCH_SWIFT_FLOOR=$(CURDIR)/.build/bench-swift-floor \
		$(SWIFT) run $(RELEASE) --skip-build widget-render-bench

# rsvg-convert, which the cold-start row runs beside widget-render.
bench-rsvg:
	@SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; echo "bench: installing librsvg2-bin"; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends librsvg2-bin

# Sources/widget-render/Linker/startup-order.txt, the layout of the functions a render runs in the
# executable (see staticSwiftRuntime in Package.swift), from callgrind profiles of gallery renders
# of the release build; run it after changes that move much of a render's code. Needs valgrind.
startup-order: deps
	$(SWIFT) build $(RELEASE) --product widget-render
	python3 Tests/Bench/startup-order.py
	@# SwiftPM does not track the order file: the tool is removed so that the next build relinks it.
	rm -f .build/release/widget-render

# The two floors of the cold-start row (see `bench`), compiled into .build/.
bench-floors:
	@cc=$$(command -v cc || command -v clang); mkdir -p .build; rm -f .build/bench-floor .build/bench-swift-floor; \
	if [ -n "$$cc" ]; then \
		$$cc -O2 -o .build/bench-floor Tests/Bench/floor.c $$(pkg-config --cflags --libs $(FLOOR_MODULES)) && \
		$$cc -O2 -c -DFLOOR_MAIN=floor_main -o .build/bench-floor.o Tests/Bench/floor.c $$(pkg-config --cflags $(FLOOR_MODULES)) && \
		{ $(SWIFTC) -O -static-stdlib -use-ld=lld -Xclang-linker -no-pie -L Sources/widget-render/Linker \
			Tests/Bench/swift-floor.swift .build/bench-floor.o $$(pkg-config --libs $(FLOOR_MODULES)) -o .build/bench-swift-floor 2>&1 \
			| grep -v "use of .mktemp" || true; }; \
	else echo "bench: no C compiler found; the floors are not measured"; fi

# What each start-up mechanism of `widget-render` saves a cold start (BENCH_SECTION=coldstart):
# the release build with each runtime mechanism switched off (WIDGET_RENDER_BENCH_NO_<X>), the
# same objects relinked without each link-time one (Tests/Bench/link-variants.py, beside
# widget-render), and a release build without directTypeMetadata in a scratch folder of its own
# (.build/variant-no-direct-type-metadata), run alternately with the baseline (DocC: *Benchmarks*).
NO_DIRECT_TYPE_METADATA_BUILD = .build/variant-no-direct-type-metadata
bench-startup: deps
	@command -v rsvg-convert >/dev/null 2>&1 || $(MAKE) --no-print-directory bench-rsvg
	$(SWIFT) build $(RELEASE) --product widget-render
	$(SWIFT) build $(RELEASE) --product widget-render-bench
	WIDGET_RENDER_BENCH_NO_DIRECT_TYPE_METADATA=1 $(SWIFT) build $(RELEASE) --product widget-render --scratch-path $(NO_DIRECT_TYPE_METADATA_BUILD)
	$(MAKE) --no-print-directory bench-floors
	builds=$$(python3 Tests/Bench/link-variants.py | sed -n 's/^BENCH_COLDSTART_BUILDS=//p'),no-direct-type-metadata=$(CURDIR)/$(NO_DIRECT_TYPE_METADATA_BUILD)/release/widget-render; \
	BENCH_SECTION=coldstart BENCH_COLDSTART_BUILDS="$$builds" BENCH_FLOOR=$(CURDIR)/.build/bench-floor BENCH_SWIFT_FLOOR=$(CURDIR)/.build/bench-swift-floor \
		$(SWIFT) run $(RELEASE) --skip-build widget-render-bench

# The gallery render times of this tree against BASE (a commit; default the previous one):
# both release benches run alternately in one go (Tests/Bench/compare_gallery.py), and the
# target fails when the median ratio shows a regression of more than 10 %.
BASE ?= HEAD~1
BASE_DIR ?= /tmp/widget-render-bench-base
bench-compare: deps
	$(SWIFT) build $(RELEASE) --product widget-render-bench
	rm -rf $(BASE_DIR) && git worktree prune && git worktree add --detach $(BASE_DIR) $(BASE)
	cd $(BASE_DIR) && $(SWIFT) build $(RELEASE) --product widget-render-bench
	python3 Tests/Bench/compare_gallery.py $(BASE_DIR)/.build/release/widget-render-bench .build/release/widget-render-bench; \
		status=$$?; git worktree remove --force $(BASE_DIR); exit $$status

# Renders the gallery from 32 threads for 60 s and prints RSS at 10 s and at the end, and their
# ratio (goal: within 10%), after the memory growth per renderer created and released.
# MEMORY_SECONDS, MEMORY_FIRST_SAMPLE, MEMORY_THREADS and MEMORY_RENDERERS change the run,
# e.g. `make memory MEMORY_SECONDS=30`.
MEMORY_SECONDS ?= 60
MEMORY_FIRST_SAMPLE ?= 10
MEMORY_THREADS ?= 32
MEMORY_RENDERERS ?= 200
memory: deps
	$(SWIFT) build $(RELEASE) --product widget-render-bench
	MEMORY_SECONDS=$(MEMORY_SECONDS) MEMORY_FIRST_SAMPLE=$(MEMORY_FIRST_SAMPLE) MEMORY_THREADS=$(MEMORY_THREADS) MEMORY_RENDERERS=$(MEMORY_RENDERERS) \
		$(SWIFT) run $(RELEASE) --skip-build widget-render-bench memory

# Proves the resources work when WidgetRender is someone else's dependency: builds and runs
# Tests/Consumer, a separate package that depends on this one (the documented widget templates,
# #Preview blocks and a widget extension's `@main` WidgetBundle compile there unchanged), and
# runs its snapshot tests (one XCTest, one Swift Testing) against Tests/Consumer/Snapshots/;
# UnchangedExtension is a widget extension's files with Apple's imports and no edit, over the
# framework-named products, run and rendered to PNG by its tests; reading-render is a project's
# own widget-render over WidgetRenderCLI, run by CLIExample/check.sh. One package, so that
# WidgetRender is built once for all of them.
CONSUMER_DIR ?= /tmp/widget-render-consumer
consumer: deps
	rm -rf $(CONSUMER_DIR) && mkdir -p $(CONSUMER_DIR)/Deps
	cp -R Tests/Consumer/. $(CONSUMER_DIR)/
	ln -s $(CURDIR) $(CONSUMER_DIR)/Deps/WidgetRender
	cd $(CONSUMER_DIR) && $(SWIFT) build && $(SWIFT) run --skip-build Consumer $(CONSUMER_DIR)/consumer.png && $(SWIFT) run --skip-build WidgetExtension \
		&& $(SWIFT) run --skip-build UnchangedExtension
	cd $(CONSUMER_DIR) && CLIExample/check.sh "$$($(SWIFT) build --show-bin-path)/reading-render" $(CONSUMER_DIR)/cli-out
	cd $(CONSUMER_DIR) && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

clean:
	rm -rf .build $(OUT)

# The fuzzer: FUZZ_COUNT seeded random view trees for each seed in FUZZ_SEEDS, each rendered
# in every iPhone family, crashes found in child processes and hangs by a 30 s watchdog.
FUZZ_COUNT ?= 10000
FUZZ_SEEDS ?= 1 2
fuzz: deps
	$(SWIFT) build $(RELEASE) --product widget-render-fuzz
	@status=0; for seed in $(FUZZ_SEEDS); do \
		$(SWIFT) run $(RELEASE) --skip-build widget-render-fuzz --seed $$seed --count $(FUZZ_COUNT) || status=1; \
	done; exit $$status

# The sanitised builds link the shared Swift runtime (see Package.swift): ThreadSanitizer takes
# a statically linked runtime's one-time initialisation of a global for a data race.
SANITIZE_ENV = WIDGET_RENDER_DYNAMIC_SWIFT_RUNTIME=1

# The test suite under ThreadSanitizer and AddressSanitizer (with LeakSanitizer; suppressions
# for the font libraries' process-wide caches in Tests/Sanitizers/lsan.supp). Separate build
# folders keep the sanitised objects apart from the normal build.
sanitize: deps
	$(SANITIZE_ENV) $(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	# WIDGET_RENDER_SANITIZER=thread turns off the tests that run the tool under ulimit -f
	# (trait fileSizeLimitsApply): TSan's runtime dies there before the tool's code runs.
	# With either value, the exhaustive sweeps take a sample that reaches the same code (the
	# gallery on one device of each system and set of families, not all 47).
	# Sanitised builds run 5–20 times slower: the fuzz tests' hang watchdog gets 120 s, not 30 s.
	$(SANITIZE_ENV) WIDGET_RENDER_FUZZ_WATCHDOG_SECONDS=120 TSAN_OPTIONS=halt_on_error=1 WIDGET_RENDER_SANITIZER=thread $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan
	$(SANITIZE_ENV) $(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	$(SANITIZE_ENV) WIDGET_RENDER_FUZZ_WATCHDOG_SECONDS=120 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0 ASAN_OPTIONS=detect_leaks=1 WIDGET_RENDER_SANITIZER=address $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan
