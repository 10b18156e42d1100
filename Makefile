# ViperHost — `make run` to try it, `make test` to check everything.
# Works on a fresh Debian machine: missing system packages are installed
# with apt-get (as root, or through sudo), Python packages into .venv/.

SWIFT        ?= swift
PYTHON       ?= python3
VENV         := .venv
VENV_PY      := $(VENV)/bin/python
BIN_DIR       = $(shell $(SWIFT) build --show-bin-path)
HOST_BIN      = $(BIN_DIR)/viper-host
DATA_DIR     ?= $(CURDIR)/.data
APT_PACKAGES := libjson-c-dev libsqlite3-dev libstdc++-12-dev libcurl4-openssl-dev pkg-config jq bats parallel tmux python3-venv \
                chromium chromium-driver nodejs node-jsdom nginx man-db bash-completion zsh fish
SUDO         := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# The Python and browser suites mostly wait (on hosts, latency wrappers, Chromium): pytest-xdist runs them on a few
# workers, each test still alone in its process' fixtures (free ports, temporary directories). PYTEST_PARALLEL= runs
# them one at a time.
PYTEST_PARALLEL  ?= -n 3 --dist worksteal
# bats runs its tests 3 at a time (GNU parallel): each waits on a host and jq more than on the CPU
BATS_PARALLEL ?= -j 3
BROWSER_PARALLEL ?= -n 2 --dist worksteal
# What a suite needs built first: the debug build, unless make test's lanes say it is done (BUILT=1).
BUILD := $(if $(BUILT),,build)

.PHONY: all help deps build release bench bench-scale bench-dev fuzz sanitize venv run run-shell run-web dev test-web test-proxy test test-swift test-python test-shell test-transcripts test-coverage test-scaffold coverage lint format clean docs docs-check wheelhouse

include install.mk

all: build

## help: the documented targets (this list)
help:
	@awk '/^## [a-z-]+:/ { sub(/^## /, ""); print; next } /^## / { sub(/^## /, "    "); print }' $(MAKEFILE_LIST)

# deps runs first for what a newcomer types on a fresh machine (run, test, install, …), not for every build:
# builds and the venv wait for it only then (order-only, so `make -j` keeps the order).
NEEDS_DEPS := $(filter run run-shell run-web dev test install dist bench bench-scale sanitize fuzz,$(MAKECMDGOALS))
AFTER_DEPS := $(if $(NEEDS_DEPS),deps)

## deps: install the system packages the build and the tests need (only those missing)
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

## build: debug build of viper-host (and the sample plugin library)
build: | $(AFTER_DEPS)
	$(SWIFT) build

## release: an optimized viper-host with the Swift runtime linked in (faster start-up, smaller RSS)
RELEASE_DIR := .build-static
# -no-pie: a position-independent executable this size carries ~120,000
# relative relocations, and applying them at every start faults in and copies
# hundreds of pages (1-4 ms here); a fixed-address executable has none.
# --no-export-dynamic: the static runtime's link flags export every symbol of
# ours (12,800: dladdr, which the runtime calls at every start, walks them all,
# 0.4 M instructions); nothing looks them up (plugins carry their own runtime).
# libstdc++ linked in too (the Swift runtime's C++ library), by a folder searched first that holds only its
# archive: the shared one's symbol tables and relocations were 0.8 MiB of every host's RSS (issue #40).
RELEASE_FLAGS := -c release --product viper-host --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie \
                 -Xlinker --no-export-dynamic -Xswiftc -Xclang-linker -Xswiftc -L$(CURDIR)/$(RELEASE_DIR)/static-cxx
# ICU's data, English only (scripts/small-icu.py): the static Foundation's 34 MB of it was over half the binary.
SMALL_ICU_DIR := $(RELEASE_DIR)/small-icu
TOOLCHAIN_BIN  = $(dir $(realpath $(shell command -v swiftc)))
release: | $(AFTER_DEPS)
	$(PYTHON) scripts/small-icu.py $(TOOLCHAIN_BIN)../lib/swift_static/linux/lib_FoundationICU.a $(SMALL_ICU_DIR) $(TOOLCHAIN_BIN)clang
	mkdir -p $(RELEASE_DIR)/static-cxx && ln -sf "$$($(TOOLCHAIN_BIN)clang -print-file-name=libstdc++.a)" $(RELEASE_DIR)/static-cxx/
	$(SWIFT) build $(RELEASE_FLAGS) $$(cat $(SMALL_ICU_DIR)/link-flags) --scratch-path $(RELEASE_DIR)

## bench: viper-host against the C floor (bench/), then the browser bridge under 10-400 sessions; tables on stdout, figures in bench/results.json
bench: release venv
	@command -v valgrind >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq valgrind >/dev/null; }
	$(PYTHON) bench/run.py --host $(RELEASE_DIR)/release/viper-host --web-python $(VENV_PY)

## bench-scale: the To-dos screen filled with 1k, 10k, 100k and 1M rows by SQL (SCALE_ROWS="1000 1000000": some of
## them): the host's open, toggle + save, bytes and peak RSS, the TUI in tmux, the page in Chromium, beside issue
## #45's targets; a table on stdout and in bench/results/scale-DATE.md (bench/scale.py, bench/README.md)
SCALE_ROWS ?=
bench-scale: release venv
	@command -v strace >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq strace >/dev/null; }
	$(VENV_PY) bench/scale.py --host $(RELEASE_DIR)/release/viper-host $(if $(SCALE_ROWS),--rows "$(SCALE_ROWS)")

## venv: the Python client (library, TUI, test tools) in .venv/, from the package index; WHEELS=DIR: from a folder of
## wheels only, without the index (make wheelhouse makes one; docs/NEWCOMER.md, "Without the package index")
WHEELS       ?=
PIP_SOURCE    = $(if $(WHEELS),--no-index --find-links $(abspath $(WHEELS)))
PYTHON_CLIENT := 'Clients/python[dev,tui,web,browser,devloop]'
define VENV_OFFLINE_HELP
make venv: pip could not install the Python client's packages (its messages above). If the package index cannot be
reached (offline, a proxy, PIP_INDEX_URL): on a machine that reaches it, `make wheelhouse` writes every wheel the
venv needs into .wheels/; copy that folder here and run `make venv WHEELS=.wheels` (docs/NEWCOMER.md).
endef
export VENV_OFFLINE_HELP
venv: $(VENV)/.installed
$(VENV)/.installed: Clients/python/pyproject.toml | $(AFTER_DEPS)
	$(PYTHON) -m venv $(VENV)
	$(VENV_PY) -m pip install -q $(PIP_SOURCE) --upgrade pip
	$(VENV_PY) -m pip install -q $(PIP_SOURCE) -e $(PYTHON_CLIENT) || { echo "$$VENV_OFFLINE_HELP" >&2; exit 1; }
	touch $@

## wheelhouse: every wheel make venv installs (pip, setuptools, the client's dependencies) into .wheels/, from the
## package index: for `make venv WHEELS=.wheels` on a machine without it (same Python version and platform). pip
## builds the client's own wheel in Clients/python/build, removed after
WHEELHOUSE := .wheels
wheelhouse:
	$(PYTHON) -m pip wheel -q --wheel-dir $(WHEELHOUSE) pip 'setuptools>=61' $(PYTHON_CLIENT)
	rm -rf Clients/python/build
	@echo "wheelhouse: $$(ls $(WHEELHOUSE) | wc -l) wheels in $(WHEELHOUSE)/; offline: make venv WHEELS=$(WHEELHOUSE)"

# The sample plugins: a shared library (Sources/Plugins/TicTacToe) and a
# process (Clients/python/src/viperhost/samples/quiz.py).
PLUGIN_ARGS   = --plugin $(BIN_DIR)/libTicTacToePlugin.so --process-plugin $(CURDIR)/$(VENV)/bin/viperhost-quiz-plugin

## run: build, then start the terminal UI on the host, on the embedded data (state in .data/), with the sample plugins
run: deps build venv
	$(VENV)/bin/viperhost-tui --host $(HOST_BIN) --data-dir $(DATA_DIR) $(PLUGIN_ARGS)

## run-shell: the same with the shell client
run-shell: deps build venv
	VIPER_HOST_BIN=$(HOST_BIN) Clients/shell/viper-sh --data-dir $(DATA_DIR) $(PLUGIN_ARGS)

## run-web: the browser frontend on port 8080 (one host per tab; state in .data/), with the sample plugins; open the
## URL it prints (http://127.0.0.1:8080/?token=…: the token is new each launch unless VIPERHOST_WEB_TOKEN gives one)
WEB_PORT ?= 8080
run-web: deps build venv
	$(VENV)/bin/viperhost-web --host $(HOST_BIN) --data-dir $(DATA_DIR) --port $(WEB_PORT) -- $(PLUGIN_ARGS)

## dev: the dev loop: the terminal UI on a host built from this checkout (state in .data/, with the sample plugins);
## save a file under Sources/ or Templates/ and the host is rebuilt and swapped under it, your place kept; a build
## error shows over the screen, which keeps working (docs/FIRST-FEATURE.md). FRONTEND=web: the browser page (open
## the URL it prints; port WEB_PORT, 8080 unless given), FRONTEND=shell: viper-sh. It builds into .build/, as make build
## does (after it, the loop's first build takes seconds), and writes only there, in .build-dev/ (its hosts, log,
## timings, Python's bytecode) and in DATA_DIR. viperhost-dev --help has the rest
FRONTEND ?= tui
# No `build`: the loop builds (into .build); Python's bytecode goes to .build-dev, not beside the sources.
dev: deps venv
	PYTHONPYCACHEPREFIX=$${PYTHONPYCACHEPREFIX:-$(CURDIR)/.build-dev/pycache} \
	  $(VENV)/bin/viperhost-dev --frontend $(FRONTEND) --data-dir $(DATA_DIR) --port $(WEB_PORT)

## bench-dev: the dev loop's times on a copy of this checkout (a view adapter's title and a Python plugin edited,
## shown in the TUI): medians of save -> changed screen, of the build and of the swap (scripts/bench-dev.py)
bench-dev: build venv
	$(VENV_PY) scripts/bench-dev.py

## test-web: the browser frontend: its patch applier and its node vocabulary gate (node --test, jsdom), then the pages in headless Chromium (Selenium)
test-web: $(BUILD) venv
	node --test Clients/web/tests/
	VIPER_HOST_BIN=$(HOST_BIN) $(VENV)/bin/pytest -q $(BROWSER_PARALLEL) Clients/web/tests

## test-proxy: Debian's nginx with Clients/nginx/viperhost-web.conf in front of two bridges; a story in Chromium
## survives stopping the bridge that served it (~10 s; make test-web runs it too)
test-proxy: build venv
	VIPER_HOST_BIN=$(HOST_BIN) $(VENV)/bin/pytest -q Clients/web/tests/test_proxy.py

## test: everything — Swift tests, Python tests, the shell and browser frontends, transcript replays, coverage, the
## generator, and the release build installed into a temporary DESTDIR (test-install). After the debug build, five
## lanes run side by side (each one's output shown whole when it ends): the Swift then the Python suites; the browser
## suites; the shell suites and the replays; the generator's builds; the release build and its install. The two build
## lanes run niced: most of the suites wait on hosts and browsers, and get the CPU first when they need it.
## One make runs it all, -j7: the debug build (with generate-manual, for test-install's manual) and the venv side by
## side, then each lane as soon as what it needs is there — the Swift suites, the shell suites and the release build
## need no venv, so they start while pip still downloads. The lanes run with BUILT=1, so no suite runs `swift build`
## again: it would wait for the lock `swift test` holds while the Swift tests run (minutes).
TEST_LANES := test-lane-swift-python test-lane-web test-lane-shell test-lane-scaffold test-lane-install
test: deps
	$(TIMED) "make test's builds and lanes" $(MAKE) --no-print-directory -j7 --output-sync=target BUILT=1 $(TEST_LANES)

.PHONY: build-for-test test-swift-part test-shell-part release-for-test $(TEST_LANES)
build-for-test: build
	$(SWIFT) build --product generate-manual
TIMED := scripts/timed.sh
LANE_MAKE := $(MAKE) --no-print-directory BUILT=1
# Python after Swift, not beside it: beside, the TUI's tests ran on a machine loaded past what they were
# written for (five load failures in two clean runs), for ~10 s of the total.
test-swift-part: build-for-test
	$(TIMED) docs-check $(LANE_MAKE) docs-check
	$(TIMED) test-swift $(LANE_MAKE) test-swift
test-lane-swift-python: test-swift-part venv
	$(TIMED) test-python $(LANE_MAKE) test-python
test-lane-web: build-for-test venv
	$(TIMED) test-web $(LANE_MAKE) test-web
test-shell-part: build-for-test
	$(TIMED) test-shell $(LANE_MAKE) test-shell
test-lane-shell: test-shell-part venv
	$(TIMED) test-transcripts $(LANE_MAKE) test-transcripts test-coverage
test-lane-scaffold: build-for-test venv
	$(TIMED) test-scaffold nice -n 10 $(LANE_MAKE) test-scaffold
# After the debug build, which resolves the packages first (two builds resolving at once would both write
# Package.resolved).
release-for-test: build-for-test
	$(TIMED) "the release build" nice -n 10 $(LANE_MAKE) release-all
test-lane-install: release-for-test
	$(TIMED) test-install nice -n 10 $(LANE_MAKE) test-install

## test-swift: swift test (the Swift Testing suites, including the end-to-end ones over pipes and the host's ways out
## under LeakSanitizer: docs/RELIABILITY.md, "Sanitizers")
test-swift: $(BUILD)
	$(SWIFT) test
	$(PYTHON) scripts/viperkit-surface.py --check

## test-python: the Python client's tests against the built host (pytest)
test-python: $(BUILD) venv
	VIPER_HOST_BIN=$(HOST_BIN) $(VENV)/bin/pytest -q $(PYTEST_PARALLEL) Clients/python/tests

## test-shell: viper-sh's tests against the built host (bats)
test-shell: $(BUILD)
	VIPER_HOST_BIN=$(HOST_BIN) bats $(BATS_PARALLEL) Clients/shell/tests

## test-scaffold: `viper-host new` end to end: modules generated into a copy of this checkout (built with only the
## scaffolded features' tests, VIPER_TESTS=scaffolded; tested and replayed there, ~3 min), the dev loop on the same
## copy and a terminal (its builds incremental on the copy's .build; a view adapter's title edited under the TUI and the page,
## then make dev FRONTEND=shell with a broken source: ~5 min), docs/FIRST-FEATURE.md performed on it (~1 min), a
## Python plugin, and a Swift plugin package built against this checkout (~30 s)
test-scaffold: $(BUILD) venv
	VIPER_HOST_BIN=$(HOST_BIN) $(VENV)/bin/pytest -q Tests/Scaffold

## test-transcripts: replay Protocol/transcripts with both replayers (TRANSCRIPTS=overwrite rewrites them first)
test-transcripts: $(BUILD) venv
ifeq ($(TRANSCRIPTS),overwrite)
	$(HOST_BIN) replay --update Protocol/transcripts
endif
	$(HOST_BIN) replay Protocol/transcripts
	VIPER_HOST_BIN=$(HOST_BIN) $(VENV)/bin/viperhost-replay Protocol/transcripts

## test-coverage: every method, notification, node type, error code and kind of Protocol/schema, and every action a
## built-in module offers, is exercised by some transcript (Protocol/TRANSCRIPTS.md, "Coverage and review").
## internal_error is a bug in the host (PROTOCOL.md §8: never expected), so no transcript can show it.
test-coverage: $(BUILD)
	$(HOST_BIN) replay --coverage --allow-uncovered kind:internal_error Protocol/transcripts

## coverage: line coverage of Sources/ by every suite — swift test, Python, bats, both replayers, the browser — run
## on an instrumented host built in .build-cov/ (slow: a build of its own); per target, the total and the least
## covered files on stdout and in .build-cov/coverage.txt (docs/RELIABILITY.md, "Coverage"). Not part of make test
coverage: venv
	scripts/coverage.sh

## fuzz: libFuzzer + AddressSanitizer on the reader, the JSON decoder and the dispatcher
## (FUZZ_SECONDS, default 180); findings are saved in Fuzz/regressions/, which make test replays
FUZZ_SECONDS ?= 180
fuzz: | $(AFTER_DEPS)
	cd Fuzz && $(SWIFT) build -Xswiftc -sanitize=fuzzer,address --scratch-path ../.build-fuzz
	$(PYTHON) Fuzz/seed_corpus.py Protocol/transcripts .build-fuzz/corpus
	.build-fuzz/debug/viper-fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=10 \
	  -artifact_prefix=Fuzz/regressions/ .build-fuzz/corpus Fuzz/regressions

## sanitize: the Swift tests under AddressSanitizer, then ThreadSanitizer (~20 min: each builds everything again; run
## before every release, docs/RELIABILITY.md).
## The end-to-end tests then run the sanitized viper-host too. Tests/lsan.supp silences what the toolchain keeps until exit.
## make test keeps its exit-path half: the host's ways out under LeakSanitizer (the toolchain's runtime preloaded, 1-8 s)
# --export-dynamic: the sanitizer runtime is linked into viper-host, and a
# sanitized plugin library (libTicTacToePlugin.so) needs its symbols.
SANITIZE_FLAGS := -Xlinker --export-dynamic
sanitize: | $(AFTER_DEPS)
	$(SWIFT) build --sanitize=address --scratch-path .build-asan $(SANITIZE_FLAGS)
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp $(SWIFT) test --sanitize=address --scratch-path .build-asan $(SANITIZE_FLAGS)
	$(SWIFT) build --sanitize=thread --scratch-path .build-tsan $(SANITIZE_FLAGS)
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan $(SANITIZE_FLAGS)

## docs: the API reference of ViperKit and ViperTesting (DocC) as a static site in .build-docs/site, and how to open
## it (12-45 s after a build on a loaded 2-core machine; docs/REFERENCE.md). Not part of make test: docs-check is
DOCS_DIR := .build-docs
docs: build
	scripts/docs.sh $(BIN_DIR) $(DOCS_DIR)

## docs-check: the documentation catalogs convert without a DocC warning (e.g. a symbol link that does not resolve)
docs-check: $(BUILD)
	scripts/docs.sh --check $(BIN_DIR) $(DOCS_DIR)-check

## lint: swift format lint --strict over Sources, Tests, Templates and Package.swift
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Templates Package.swift

## format: swift format in place, the same files
format:
	$(SWIFT) format --in-place --recursive Sources Tests Templates Package.swift

## clean: every build folder (.build, .build-*), dist/ and the venv; not your data (.data/)
clean:
	rm -rf .build .build-* $(DIST_DIR) $(VENV)
