#!/usr/bin/env bash
# make dist: DIST_DIR/viper-host-VERSION-linux-ARCH.tar.gz, the tree make
# install writes (without the Python venv, which belongs to one machine's
# Python) with README.md, LICENSE and Protocol/ on top; and
# DIST_DIR/viper-host-VERSION-linux-ARCH-debug.tar.gz, the host's symbols;
# DIST_DIR/viperhost-VERSION-py3-none-any.whl, the Python client. Lists the
# files of each. Inputs as for scripts/install.sh, and DIST_DIR.
set -euo pipefail
: "${DIST_DIR:=dist}" "${PYTHON:=python3}"
version=$("$HOST_BIN" --version)
name=viper-host-$version-linux-$(uname -m)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

PREFIX=/ DESTDIR="$stage/$name" PYTHON_CLIENT=0 scripts/install.sh >/dev/null
rm "$stage/$name/lib/viper-host/install-manifest" # no make uninstall for an unpacked tarball
cp README.md LICENSE "$stage/$name/"
ln -s share/viper-host/protocol "$stage/$name/Protocol"
mkdir -p "$DIST_DIR"
# The host's symbols ship apart, as a -dbgsym package does: unpacked over the same folder, gdb and
# the Swift backtracer find them (bin/.debug/viper-host.debug).
mkdir -p "$stage/debug/$name/bin"
mv "$stage/$name/bin/.debug" "$stage/debug/$name/bin/"
tar -C "$stage" --owner=0 --group=0 --sort=name -czf "$DIST_DIR/$name.tar.gz" "$name"
tar -C "$stage/debug" --owner=0 --group=0 --sort=name -czf "$DIST_DIR/$name-debug.tar.gz" "$name"

# The wheel from a copy: building in place would leave build/ in the checkout.
cp -r Clients/python/pyproject.toml Clients/python/README.md Clients/python/src "$stage"/
rm -f "$DIST_DIR"/viperhost-*.whl
"$PYTHON" -m pip wheel -q --disable-pip-version-check --no-deps -w "$DIST_DIR" "$stage" >/dev/null

for tarball in "$DIST_DIR/$name.tar.gz" "$DIST_DIR/$name-debug.tar.gz"; do
  echo "$tarball:"
  tar -tzvf "$tarball" | awk '$6 !~ /\/$/ { print "  " $3 "\t" $6 ($7 == "->" ? " -> " $8 : "") }'
done
for wheel in "$DIST_DIR"/viperhost-"$version"-*.whl; do
  echo "$wheel:"
  "$PYTHON" -c 'import sys, zipfile
for info in zipfile.ZipFile(sys.argv[1]).infolist(): print(f"  {info.file_size}\t{info.filename}")' "$wheel"
done
