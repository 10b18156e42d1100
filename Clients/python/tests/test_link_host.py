"""parse_link and format_link against the host's own links (the host is the reference)."""

from __future__ import annotations

import json
import random
import subprocess
from typing import Any

import pytest

from viperhost import Host
from viperhost.link import LinkError, format_link, parse_link
from viperhost.locate import find_host_binary

from test_link import BAD, VALUES, random_value
from wire_rules import WireRules


@pytest.fixture
def make_host(schema):
    """Hosts whose messages keep the wire rules, and the schema where Protocol/schema
    describes them (it has no app/link response yet: those are let through)."""
    hosts: list[Host] = []

    def check(message: dict[str, Any]) -> None:
        rules(message)
        known = "method" in message or "error" in message or schema.methods_by_id.get(message.get("id")) != "app/link"
        if known:
            schema.check_host_message(message)

    def remember(message: dict[str, Any]) -> None:
        if "id" in message:
            schema.methods_by_id[message["id"]] = message["method"]
        if message["method"] != "app/link":
            schema.check_request(message)

    rules = WireRules()

    def factory(*args: str) -> Host:
        host = Host(args=args or ("--in-memory",), on_message=check, on_send=remember)
        hosts.append(host)
        return host

    yield factory
    for host in hosts:
        host.close()


def user(extra: Any) -> dict[str, Any]:
    """A users-list person with one member the module ignores: any JSON value fits."""
    return {"id": 1, "name": "n", "username": "u", "email": "e", "x": extra}


def agree(host, stack: list[dict[str, Any]]) -> str:
    """Opens ``stack``; app/link's text and entries must be what format_link and parse_link say."""
    host.app_start(stack=stack)
    result = host.app_link()
    assert format_link(result["stack"]) == result["link"]
    assert json.dumps(parse_link(result["link"])) == json.dumps(result["stack"])
    return str(result["link"])


def test_every_kind_of_value_as_the_host_writes_it(make_host) -> None:
    host = make_host()
    host.initialize()
    for value, text in VALUES:
        link = agree(host, [{"module": "home"}, {"module": "users-list", "input": {"users": [user(value)]}, "presented": True}])
        assert link.startswith("home/+users-list?users=")
        if isinstance(value, str):
            # A string as a job's name: the whole value is the text of VALUES.
            link = agree(host, [{"module": "job-detail", "input": {"id": 2, "name": value}}])
            assert link == "job-detail?id=2&name=" + text


@pytest.mark.parametrize("seed", range(3))
def test_generated_values_as_the_host_writes_them(make_host, seed: int) -> None:
    rng = random.Random(seed)
    host = make_host()
    host.initialize()
    for _ in range(60):
        agree(host, [{"module": "users-list", "input": {"users": [user(random_value(rng))]}}])


def test_stacks_of_every_shape(make_host) -> None:
    host = make_host()
    host.initialize()
    assert agree(host, [{"module": "home"}]) == "home"
    assert agree(host, [{"module": "home"}, {"module": "stargazers", "input": {}}]) == "home/stargazers?"
    assert agree(host, [{"module": "home"}, {"module": "jobs", "presented": True}]) == "home/+jobs"
    assert agree(host, [{"module": "stargazers", "input": {"repository": "apple/swift"}}]) == "stargazers?repository=apple%2Fswift"
    link = agree(host, [{"module": "user-details", "input": user("z")}])
    assert link == "user-details?id=1&name=n&username=u&email=e&x=z"


def host_parse(text: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([find_host_binary(), "link", "--parse", text], capture_output=True, text=True, timeout=30)


GOOD = [
    "home/jobs/job-detail?id=2&name=Swift%20developer",
    "home/stargazers?repository=apple%2Fswift",
    "home?",
    "home/+jobs?=",
    "m?=null",
    "m" * 128 + "/+" + "n" * 128 + "?",
    "m?=a&",
    "m?=&",
    "m?a=&b=",
    "m?k=-0&j=-0.0&f=1.0&e=1E5",
    "m?a=1?&b=1=2&c=#&d=x y&e=Zürich",
    'm?={"":2}',
    "m?k=" + "[" * 128 + "]" * 128,
    "m?k=" + "[" * 129 + "]" * 129,
    'm?k="\\ud800"',
    "m?=[1,%202]",
    'm?id=2&name=Swift&code="007"',
    "m?a=1&b=2&a=3",
    "m?k=x+y&%c3%a9=%41",
    "m?k=%202",
    "m?k=Z%C3%BCrich",
]


@pytest.mark.parametrize("text", GOOD)
def test_the_host_parses_links_as_parse_link_does(text: str) -> None:
    answer = host_parse(text)
    assert answer.returncode == 0, answer.stderr
    assert json.dumps(json.loads(answer.stdout)) == json.dumps(parse_link(text))


@pytest.mark.parametrize(("text", "offset"), BAD, ids=[repr(t) for t, _ in BAD])
def test_the_host_rejects_bad_links_at_the_same_byte(text: str, offset: int) -> None:
    with pytest.raises(LinkError):
        parse_link(text)
    answer = host_parse(text)
    assert answer.returncode == 65, answer.stdout
    assert f"byte {offset}:" in answer.stderr


def test_the_saved_sessions_link_is_app_links(data_dir) -> None:
    host = Host(args=["--data-dir", str(data_dir)], on_message=WireRules())
    host.initialize()
    host.app_start(stack=[{"module": "home"}, {"module": "stargazers", "input": {"repository": "apple/swift"}, "presented": True}])
    link = host.app_link()["link"]
    assert link == "home/+stargazers?repository=apple%2Fswift"
    host.process.kill()
    host.process.wait()
    answer = subprocess.run([find_host_binary(), "link", "--data-dir", str(data_dir)], capture_output=True, text=True, timeout=30)
    assert answer.returncode == 0, answer.stderr
    assert answer.stdout.strip() == link
    assert json.dumps(parse_link(answer.stdout.strip())) == json.dumps(parse_link(link))


def test_app_start_link_rejects_bad_links_at_the_same_byte() -> None:
    from viperhost import HostError

    # Wire rules only: Protocol/schema's error kinds have no invalid_link yet.
    host = Host(on_message=WireRules())
    host.initialize()
    for text, offset in BAD:
        with pytest.raises(HostError) as caught:
            host.app_start(link=text)
        assert (caught.value.code, caught.value.kind, caught.value.data.get("offset")) == (-32602, "invalid_link", offset), text
    host.app_start(link="home/+stargazers?repository=apple%2Fswift")
    assert host.app_link()["stack"] == parse_link("home/+stargazers?repository=apple%2Fswift")
    host.close()


def test_app_start_link_takes_raw_bytes_as_themselves() -> None:
    # SESSIONS.md §3: in a key or value a raw space, "#", "?", "+", "=" after the first, a
    # control or non-ASCII character is that character; the host reads it as parse_link does.
    host = Host(on_message=WireRules())
    host.initialize()
    for name in ["a b#c", "x=y=z", "why?+", "Zürich\x01", "100%25 sure"]:
        link = f"home/job-detail?id=2&name={name}"
        host.app_start(link=link)
        stack = host.app_link()["stack"]
        assert stack == parse_link(link), link
        assert stack[1]["input"]["name"] == name.replace("%25", "%")
    host.close()
