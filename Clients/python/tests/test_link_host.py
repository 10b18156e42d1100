"""Links (SESSIONS.md §3) have one grammar, the host's: the cases of link_cases.py against
`viper-host link --parse`, app/start {link} and app/link. The client parses no link."""

from __future__ import annotations

import json
import random
import subprocess
from typing import Any

import pytest

from link_cases import BAD, PARSED, VALUES, entry, random_value
from viperhost import Host, HostError
from viperhost.locate import find_host_binary
from wire_rules import WireRules


def same(a: Any, b: Any) -> bool:
    """Equal as JSON, types and member order included (1, 1.0 and true differ)."""
    return json.dumps(a) == json.dumps(b)


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


def host_parse(text: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([find_host_binary(), "link", "--parse", text], capture_output=True, text=True, timeout=30)


def parsed(text: str) -> Any:
    answer = host_parse(text)
    assert answer.returncode == 0, answer.stderr
    return json.loads(answer.stdout)


def user(**members: Any) -> dict[str, Any]:
    """A users-list person (user-details' input) with extra members the module ignores: any JSON value fits."""
    return {"id": 1, "name": "n", "username": "u", "email": "e", **members}


def round_trip(host: Host, stack: list[dict[str, Any]], exact: bool = True) -> str | None:
    """Opens ``stack``; its app/link text, given back as app/start {link}, opens the same
    stack. ``exact=False``: the host may write a number as it reads it (1e300, -0.0)."""
    host.app_start(stack=stack)
    result = host.app_link()
    assert same(result["stack"], stack) or not exact
    if result["link"] is not None:
        host.app_start(link=result["link"])
        assert same(host.app_link(), result)
    return result["link"]  # type: ignore[no-any-return]


def test_every_kind_of_value_as_the_host_writes_it(make_host) -> None:
    host = make_host()
    host.initialize()
    prefix = "user-details?id=1&name=n&username=u&email=e&x="
    for value, text in VALUES:
        assert round_trip(host, [entry("user-details", user(x=value))]) == prefix + text, value
        if isinstance(value, str):
            assert round_trip(host, [entry("job-detail", {"id": 2, "name": value})]) == "job-detail?id=2&name=" + text


@pytest.mark.parametrize(("value", "text"), VALUES, ids=[repr(v) for v, _ in VALUES])
def test_every_kind_of_value_as_the_host_reads_it(value: Any, text: str) -> None:
    assert same(parsed("m?k=" + text), [entry("m", {"k": value})])
    # A whole input; an object is written as its pairs, and "=VALUE" reads back the same object.
    assert same(parsed("m?=" + text), [entry("m", value)])


@pytest.mark.parametrize(("text", "stack"), PARSED, ids=[t[:40] for t, _ in PARSED])
def test_the_host_reads_each_link_as_the_spec_says(text: str, stack: list[dict[str, Any]]) -> None:
    assert same(parsed(text), stack)


def test_keys_are_percent_encoded_and_an_empty_key_has_no_text_form(make_host) -> None:
    host = make_host()
    host.initialize()
    link = round_trip(host, [entry("user-details", user(**{"a b": 1, "c/d": "x+y", "k=v&w": 0}))])
    assert link == "user-details?id=1&name=n&username=u&email=e&a%20b=1&c%2Fd=x%2By&k%3Dv%26w=0"
    # "m?=2" is the input 2, and a member "=2" does not parse: app/link answers link: null.
    assert round_trip(host, [entry("user-details", user(**{"": 2}))]) is None
    assert round_trip(host, [entry("user-details", user(k={"": 1}))]) == 'user-details?id=1&name=n&username=u&email=e&k={"":1}'


@pytest.mark.parametrize("seed", range(3))
def test_generated_values_as_the_host_writes_and_reads_them(make_host, seed: int) -> None:
    rng = random.Random(seed)
    host = make_host()
    host.initialize()
    for _ in range(60):
        round_trip(host, [entry("users-list", {"users": [user(x=random_value(rng))]})], exact=False)


def test_stacks_of_every_shape(make_host) -> None:
    host = make_host()
    host.initialize()
    assert round_trip(host, [entry("home")]) == "home"
    assert round_trip(host, [entry("home"), entry("stargazers", {})]) == "home/stargazers?"
    assert round_trip(host, [entry("home"), entry("jobs", presented=True)]) == "home/+jobs"
    assert round_trip(host, [entry("stargazers", {"repository": "apple/swift"})]) == "stargazers?repository=apple%2Fswift"
    stack = [entry("home"), entry("jobs"), entry("job-detail", {"id": 2, "name": "Swift developer"})]
    assert round_trip(host, stack) == "home/jobs/job-detail?id=2&name=Swift%20developer"


@pytest.mark.parametrize(("text", "offset"), BAD, ids=[repr(t) for t, _ in BAD])
def test_the_host_rejects_bad_links_at_their_byte(text: str, offset: int) -> None:
    answer = host_parse(text)
    assert answer.returncode == 65, answer.stdout
    assert f"byte {offset}:" in answer.stderr


def test_the_saved_sessions_link_is_app_links(data_dir) -> None:
    host = Host(args=["--data-dir", str(data_dir)], on_message=WireRules())
    host.initialize()
    host.app_start(stack=[entry("home"), entry("stargazers", {"repository": "apple/swift"}, True)])
    result = host.app_link()
    assert result["link"] == "home/+stargazers?repository=apple%2Fswift"
    host.process.kill()
    host.process.wait()
    answer = subprocess.run([find_host_binary(), "link", "--data-dir", str(data_dir)], capture_output=True, text=True, timeout=30)
    assert answer.returncode == 0, answer.stderr
    assert answer.stdout.strip() == result["link"]
    assert same(parsed(answer.stdout.strip()), result["stack"])


def test_app_start_link_rejects_bad_links_at_the_same_byte() -> None:
    # Wire rules only: Protocol/schema's error kinds have no invalid_link yet.
    host = Host(on_message=WireRules())
    host.initialize()
    for text, offset in BAD:
        with pytest.raises(HostError) as caught:
            host.app_start(link=text)
        assert (caught.value.code, caught.value.kind, caught.value.data.get("offset")) == (-32602, "invalid_link", offset), text
    host.app_start(link="home/+stargazers?repository=apple%2Fswift")
    assert same(host.app_link()["stack"], [entry("home"), entry("stargazers", {"repository": "apple/swift"}, True)])
    host.close()


def test_app_start_link_takes_raw_bytes_as_themselves() -> None:
    # SESSIONS.md §3: in a key or value a raw space, "#", "?", "+", "=" after the first, a
    # control or non-ASCII character is that character.
    host = Host(on_message=WireRules())
    host.initialize()
    for name in ["a b#c", "x=y=z", "why?+", "Zürich\x01", "100%25 sure"]:
        link = f"home/job-detail?id=2&name={name}"
        host.app_start(link=link)
        stack = host.app_link()["stack"]
        assert same(stack, parsed(link)), link
        assert stack[1]["input"]["name"] == name.replace("%25", "%")
    host.close()
