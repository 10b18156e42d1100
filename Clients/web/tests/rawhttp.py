"""Raw HTTP requests and WebSocket handshakes with exactly the headers a test gives (an attacker's page, a
rebound name, a broken client), and WebSocket frames a well-behaved client library would never send."""

from __future__ import annotations

import base64
import os
import socket
import struct
from dataclasses import dataclass


@dataclass
class Answer:
    status: int
    headers: dict[str, str]  # lower-cased names; the last of repeated ones
    body: bytes
    sock: socket.socket

    def header(self, name: str) -> str:
        return self.headers.get(name.lower(), "")


def request(port: int, path: str = "/", headers: dict[str, str | None] | None = None, websocket: bool = False,
            timeout: float = 10, address: str = "127.0.0.1") -> Answer:
    """GET path to address:port with Host address:port unless headers say otherwise (a None value leaves a
    header out)."""
    given: dict[str, str | None] = {"Host": f"{address}:{port}"}
    if websocket:
        given |= {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
                  "Sec-WebSocket-Key": base64.b64encode(os.urandom(16)).decode()}
    given |= headers or {}
    lines = [f"GET {path} HTTP/1.1"] + [f"{k}: {v}" for k, v in given.items() if v is not None]
    sock = socket.create_connection((address, port), timeout=timeout)
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
    buffer = b""
    while b"\r\n\r\n" not in buffer:
        chunk = sock.recv(65536)
        if not chunk:
            break
        buffer += chunk
    head, _, rest = buffer.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    answer_headers = {}
    for line in header_lines:
        name, _, value = line.partition(":")
        answer_headers[name.strip().lower()] = value.strip()
    status = int(status_line.split()[1])
    length = int(answer_headers.get("content-length", "0"))
    if status != 101:
        while len(rest) < length:
            chunk = sock.recv(65536)
            if not chunk:
                break
            rest += chunk
    return Answer(status, answer_headers, rest, sock)


def frame(payload: bytes, opcode: int = 1, length: int | None = None) -> bytes:
    """A masked client frame; `length` may claim more than the payload holds."""
    size = len(payload) if length is None else length
    if size < 126:
        head = struct.pack("!BB", 0x80 | opcode, 0x80 | size)
    elif size < 1 << 16:
        head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, size)
    else:
        head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, size)
    mask = os.urandom(4)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def read_frame(sock: socket.socket, buffered: bytes = b"") -> tuple[int, bytes, bytes]:
    """(opcode, payload, what is left in the buffer) of the next server frame (unmasked)."""
    data = buffered

    def need(n: int) -> None:
        nonlocal data
        while len(data) < n:
            chunk = sock.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the connection")
            data += chunk

    need(2)
    opcode, size = data[0] & 0x0F, data[1] & 0x7F
    offset = 2
    if size == 126:
        need(4)
        size, offset = struct.unpack("!H", data[2:4])[0], 4
    elif size == 127:
        need(10)
        size, offset = struct.unpack("!Q", data[2:10])[0], 10
    need(offset + size)
    return opcode, data[offset: offset + size], data[offset + size:]


def close_frame_of(sock: socket.socket, buffered: bytes = b"") -> tuple[int, str]:
    """Reads frames until the close frame; its (code, reason)."""
    while True:
        opcode, payload, buffered = read_frame(sock, buffered)
        if opcode == 8:
            code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
            return code, payload[2:].decode("utf-8", "replace")
