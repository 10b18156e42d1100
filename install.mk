# make install / uninstall / test-install (included by Makefile).

PREFIX        ?= /usr/local
DESTDIR       ?=
# What install copies: the release build by default; test-install may use the
# debug one (INSTALL_FROM=debug) to skip the release build.
INSTALL_FROM  ?= release
ifeq ($(INSTALL_FROM),release)
INSTALL_BIN_DIR = $(RELEASE_DIR)/release
INSTALL_PLUGIN  = $(PLUGIN_RELEASE_DIR)/release/libTicTacToePlugin.so
INSTALL_BUILD   = release-all
else
INSTALL_BIN_DIR = $(BIN_DIR)
INSTALL_PLUGIN  = $(BIN_DIR)/libTicTacToePlugin.so
INSTALL_BUILD   = build
endif
MANUAL_DIR    := .build/manual
# The Python the installed client's venv is made from: the system's, which
# every user can run (a python3 found first on root's PATH, pyenv's in /root
# say, would leave the venv unusable to anyone else).
INSTALL_PYTHON ?= $(firstword $(wildcard /usr/bin/python3) $(PYTHON))

.PHONY: install uninstall test-install release-all manual dist test-dist-debian

## release-all: the release viper-host and the sample plugin library, both with the Swift runtime linked in
# The plugin gets its own copy of the runtime (-static-stdlib), like the host:
# the installed tree then needs no Swift toolchain. Its own scratch folder, so
# the two builds' flags do not undo each other.
PLUGIN_RELEASE_DIR := .build-static-plugin
release-all: release
	$(SWIFT) build -c release --product TicTacToePlugin -Xswiftc -static-stdlib --scratch-path $(PLUGIN_RELEASE_DIR)

## manual: viper-host(1) from the argument definitions: swift-argument-parser's generate-manual, run on the binary
## being installed (it asks the binary for its commands and options)
manual: $(INSTALL_BUILD)
	[ -n "$(BUILT)" ] && [ -x $(BIN_DIR)/generate-manual ] || $(SWIFT) build --product generate-manual
	mkdir -p $(MANUAL_DIR)
	$(BIN_DIR)/generate-manual $(INSTALL_BIN_DIR)/viper-host --output-directory $(MANUAL_DIR)

## install: viper-host, viper-sh, man pages, completions, sample plugins, templates, the Python client under $(DESTDIR)$(PREFIX)
install: $(INSTALL_BUILD) manual
	PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) PYTHON=$(INSTALL_PYTHON) HOST_BIN=$(INSTALL_BIN_DIR)/viper-host \
	  PLUGIN_LIB=$(INSTALL_PLUGIN) MANUAL=$(MANUAL_DIR)/viper-host.1 scripts/install.sh

## uninstall: remove exactly what install wrote (its manifest)
uninstall:
	PREFIX=$(PREFIX) DESTDIR=$(DESTDIR) scripts/uninstall.sh

## test-install: install into a temporary DESTDIR, run the installed tools with a clean PATH, uninstall
test-install:
	INSTALL_FROM=$(INSTALL_FROM) MAKE="$(MAKE)" scripts/test-install.sh

## dist: dist/viper-host-VERSION-linux-ARCH.tar.gz (the installed tree without the Python venv, with README.md,
## LICENSE and Protocol/) and dist/viperhost-VERSION-py3-none-any.whl (the Python client); lists their files
DIST_DIR ?= dist
dist: release-all manual
	DIST_DIR=$(DIST_DIR) PYTHON=$(PYTHON) HOST_BIN=$(RELEASE_DIR)/release/viper-host \
	  PLUGIN_LIB=$(PLUGIN_RELEASE_DIR)/release/libTicTacToePlugin.so MANUAL=$(MANUAL_DIR)/viper-host.1 scripts/dist.sh

## test-dist-debian: make dist's tarball and wheel on a fresh Debian 12 made by debootstrap (no Swift, no build
## tools; only the run-time packages the README names): the host, both plugin kinds, viper-sh, man, the TUI (~1.5 min,
## as root, needs deb.debian.org and PyPI; not in make test)
test-dist-debian:
	command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq debootstrap >/dev/null
	MAKE="$(MAKE)" $(SUDO) scripts/test-dist-debian.sh
