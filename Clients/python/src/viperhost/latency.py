"""``viperhost-latency``: a host behind a slow link, for testing frontends (PROTOCOL.md §6,
"Input": rules 1-5 must hold however late answers come). LiveView's latency
simulator, as a process: it starts the command after ``--`` and passes the
frontend's lines to it at once, and each line it writes back ``--delay-ms``
later (in order; a line written while others wait leaves ``delay-ms`` after
it was written, or right after the one before it):

    viperhost-latency --delay-ms 300 -- .build/debug/viper-host --in-memory --bench-modules

A frontend that takes a host binary (``VIPER_HOST_BIN``, ``--host``) gets a
two-line script: ``exec viperhost-latency --delay-ms 300 -- /path/to/viper-host "$@"``.

stderr passes through; the exit status is the command's.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time


async def relay(delay: float, command: list[str]) -> int:
    process = await asyncio.create_subprocess_exec(
        *command, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, limit=1 << 30,
    )
    assert process.stdin is not None and process.stdout is not None
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=1 << 30)
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin.buffer)
    stdin = process.stdin

    async def upstream() -> None:
        while line := await reader.readline():
            stdin.write(line)
            await stdin.drain()
        stdin.close()

    async def downstream(stdout: asyncio.StreamReader) -> None:
        queue: asyncio.Queue[tuple[float, bytes] | None] = asyncio.Queue()

        async def release() -> None:
            while (item := await queue.get()) is not None:
                due, line = item
                await asyncio.sleep(max(0.0, due - time.monotonic()))
                sys.stdout.buffer.write(line)
                sys.stdout.buffer.flush()

        releaser = asyncio.create_task(release())
        while line := await stdout.readline():
            queue.put_nowait((time.monotonic() + delay, line))
        queue.put_nowait(None)
        await releaser

    feeding = asyncio.create_task(upstream())
    await downstream(process.stdout)
    feeding.cancel()
    return await process.wait()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="viperhost-latency", description=__doc__.split("\n\n")[0])
    parser.add_argument("--delay-ms", type=float, default=300.0, help="how late each line of the host arrives")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- the host command and its arguments")
    arguments = parser.parse_args(argv)
    command = arguments.command[1:] if arguments.command[:1] == ["--"] else arguments.command
    if not command:
        parser.error("give the host command after --")
    try:
        sys.exit(asyncio.run(relay(arguments.delay_ms / 1000, command)))
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
