"""viperhost-tui's command line: its own options, and the host's, which it passes on."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from .app import ViperApp
from .keys import KEY_MAP

EPILOG = "keys: " + "; ".join(f"{keys}: {meaning}" for keys, meaning in KEY_MAP)


def main(argv: Sequence[str] | None = None, app: type[ViperApp] = ViperApp) -> int:
    parser = argparse.ArgumentParser(prog="viperhost-tui", description="A terminal UI for viper-host.", epilog=EPILOG)
    parser.add_argument("--host", help="the viper-host binary (default: $VIPER_HOST_BIN, PATH, build folder)")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--fresh", action="store_true", help="start over instead of restoring the saved session")
    start.add_argument("--open", metavar="LINK", help="open a stack given as a link, e.g. home/jobs/job-detail?id=2&name=Android%%20Engineer")
    parser.add_argument("--debug", action="store_true", help="run the host with --debug (the debugger panel, key d)")
    host = parser.add_argument_group(
        "viper-host options", "passed to the host as they are; so is every option not listed here (e.g. --plugin "
        "LIB.so, --plugin-dir DIR, --process-plugin COMMAND, --seed N, --log-level LEVEL; man viper-host)")
    storage = host.add_mutually_exclusive_group()
    storage.add_argument("--data-dir", metavar="DIR", help="where the host keeps its database and your session")
    storage.add_argument("--in-memory", action="store_true", help="keep nothing on disk (the default when no host option is given; "
                         "with others and no --data-dir, the host's own data directory)")
    options, host_args = parser.parse_known_args(argv)
    args = [a for a in host_args if a != "--"]
    if options.data_dir:
        args = ["--data-dir", options.data_dir, *args]
    elif options.in_memory or not args:
        args = ["--in-memory", *args]
    if options.debug:
        args.append("--debug")
    app(host_args=args, binary=options.host, restore=not options.fresh, link=options.open).run()
    return 0
