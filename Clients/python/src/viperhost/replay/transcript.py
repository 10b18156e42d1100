"""A transcript file (Protocol/TRANSCRIPTS.md) read into runs of groups:
the lines a frontend sends and the lines the host must answer with."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Group:
    sends: list[bytes] = field(default_factory=list)
    expects: list[tuple[int, str]] = field(default_factory=list)
    last_line: int = 0
    loose: bool = False  # in a !loose section: unlisted notifications are skipped
    last_send: int = 0


@dataclass
class Run:
    args: list[str] = field(default_factory=list)
    host_line: int = 0  # where its !host line is (0: none)
    groups: list[Group] = field(default_factory=list)
    after_eof: Group = field(default_factory=Group)
    explicit_eof: bool = False
    status: int = 0
    last_line: int = 0


@dataclass
class Failure(Exception):
    path: str
    line: int
    report: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.report}"


def parse(path: str, text: str) -> tuple[list[str], list[Run]]:
    """The first host's arguments and the runs of a transcript (each with its own arguments)."""
    runs = [Run()]
    group: Group | None = None
    loose = False

    def close() -> None:
        nonlocal group
        if group is not None:
            runs[-1].groups.append(group)
        group = None

    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()  # a final newline ends the last line; it starts none
    for number, raw in enumerate(lines, start=1):
        line = raw[:-1] if raw.endswith("\r") else raw
        run = runs[-1]
        if not line.strip() or line.startswith("#"):
            pass
        elif line.startswith("-->"):
            if run.explicit_eof:
                raise Failure(path, number, "nothing can be sent after !eof")
            if line.startswith("-->hex"):
                payload = bytes.fromhex(line[6:].replace(" ", ""))
            elif line == "-->":
                payload = b""
            elif line.startswith("--> "):
                payload = line[4:].encode()
            else:
                raise Failure(path, number, f"bad send line: {line[:20]}")
            if group is not None and group.expects:
                close()
            if group is None:
                group = Group(loose=loose)
            group.sends.append(payload)
            group.last_line = group.last_send = number
        elif line.startswith("<-- "):
            target = run.after_eof if run.explicit_eof else group
            if target is None:
                group = target = Group(loose=loose, last_send=number - 1)
            target.expects.append((number, line[4:]))
            target.last_line = number
        elif line.startswith("!"):
            words = line[1:].split(" ")
            if words[0] == "host":
                if run.groups or group is not None:
                    raise Failure(path, number, "!host must come before this host's first line")
                run.args = words[1:]
                run.host_line = number
            elif words == ["restart"]:
                close()
                if not run.explicit_eof:
                    run.after_eof.loose = loose
                runs.append(Run(args=list(run.args), host_line=run.host_line))
            elif words == ["eof"]:
                close()
                run.explicit_eof = True
                run.after_eof.last_line = run.after_eof.last_send = number
                run.after_eof.loose = loose
            elif words in (["loose"], ["strict"]):
                close()  # a section boundary ends the group before it
                loose = words == ["loose"]
                if run.explicit_eof:
                    run.after_eof.loose = loose
            elif words[0] == "status" and len(words) == 2:
                run.status = int(words[1])
            else:
                raise Failure(path, number, f"unknown directive {line}")
        else:
            raise Failure(path, number, f"a line must start with -->, <--, # or !: {line[:20]}")
        runs[-1].last_line = number
    close()
    if not runs[-1].explicit_eof:
        runs[-1].after_eof.loose = loose
    for run in runs:
        if not run.explicit_eof:
            # What the host writes after end of input comes after the run's last line.
            run.after_eof.last_line = run.last_line
    return runs[0].args, runs
