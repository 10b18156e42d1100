"""`viper-host new module NAME` in a temporary copy of this checkout: the
generated feature builds, its tests pass, its transcript replays, it is on
home after the built-in features, and every other transcript still replays.
A refused run (bad or taken name, a file that exists, a hand-edited
registration) writes nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import NAMES, TITLES, TYPES, copy_checkout, files_under, run, scaffolded_rows
from viperhost import Host

def test_the_generator_says_what_it_wrote_and_the_next_commands_lint_included(tmp_path: Path, host_bin: Path) -> None:
    checkout = copy_checkout(tmp_path)
    made = run([host_bin, "new", "module", "weather-log"], cwd=checkout)
    assert made.returncode == 0, made.stderr
    lines = made.stdout.splitlines()
    created = [line.removeprefix("created ") for line in lines if line.startswith("created ")]
    assert "Sources/Features/WeatherLog/WeatherLogModule.swift" in created
    assert "Protocol/transcripts/weather-log-first-steps.txt" in created
    assert all((checkout / path).is_file() for path in created)
    assert [line for line in lines if line.startswith("edited")] == [
        "edited  Package.swift", "edited  Sources/viper-host/ScaffoldedFeatures.swift",
    ]
    next_commands = lines[lines.index("Next:") + 1:]
    assert next_commands == [
        "  swift build", "  make lint", "  swift test --filter WeatherLogTests",
        "  .build/debug/viper-host replay Protocol/transcripts/weather-log-first-steps.txt",
    ]
    package = (checkout / "Package.swift").read_text()
    listed = package[package.index("let scaffoldedFeatures"):package.index("adds a name above this line")]
    assert re.findall(r'"(\w+)"', listed) == ["WeatherLog"]


@pytest.mark.slow
def test_generated_code_is_lint_clean(generated: Path) -> None:
    paths = [f"Sources/Features/{t}" for t in TYPES] + [f"Tests/Features/{t}Tests" for t in TYPES]
    lint = run(
        ["swift", "format", "lint", "--strict", "--recursive", *paths, "Package.swift",
         "Sources/viper-host/ScaffoldedFeatures.swift"],
        cwd=generated,
    )
    assert lint.returncode == 0 and lint.stderr == "", lint.stderr


@pytest.mark.slow
@pytest.mark.parametrize("type_name", TYPES)
def test_the_generated_tests_pass(generated: Path, type_name: str) -> None:
    tested = run(["swift", "test", "--skip-build", "--filter", f"^{type_name}Tests\\."], cwd=generated, timeout=900)
    assert tested.returncode == 0, tested.stdout[-4000:] + tested.stderr[-2000:]
    counts = re.findall(r"Test run with (\d+) tests? in \d+ suites? passed", tested.stdout)
    assert counts and int(counts[-1]) >= 5, tested.stdout[-2000:]  # the module's own tests ran, not none


@pytest.mark.slow
def test_a_broken_house_rule_fails_the_features_own_tests_with_the_rule_and_the_fix(generated: Path) -> None:
    # docs/MODULE-SHAPE.md: only Presenter/<Name>Failure+Alert.swift makes an Alert. The command `new module`
    # prints (`swift test --filter <Name>Tests`) says so, not only the checkout's full `swift test`.
    name = TYPES[0]
    interactor = generated / "Sources" / "Features" / name / "Interactor" / f"{name}Interactor.swift"
    original = interactor.read_text()
    try:
        interactor.write_text(original + '\n// let shown = Alert(title: "Saved")\n')
        tested = run(["swift", "test", "--filter", f"^{name}Tests\\."], cwd=generated, timeout=900)
    finally:
        interactor.write_text(original)
    assert tested.returncode != 0, tested.stdout[-3000:]
    said = tested.stdout + tested.stderr
    assert f"Sources/Features/{name}/Interactor/{name}Interactor.swift: words an alert" in said, said[-4000:]
    assert f"Rule: only Presenter/{name}Failure+Alert.swift makes an Alert" in said
    assert f"Fix: move the wording into Presenter/{name}Failure+Alert.swift" in said
    assert re.search(r"theFeatureHasTheModuleShape\(\) recorded an issue", said), said[-3000:]


@pytest.mark.slow
def test_every_transcript_replays_with_the_generated_modules(generated: Path) -> None:
    host = generated / ".build" / "debug" / "viper-host"
    replayed = run([host, "replay", "Protocol/transcripts"], cwd=generated, timeout=900)
    assert replayed.returncode == 0, replayed.stdout[-4000:]
    for name in NAMES:
        assert f"ok   Protocol/transcripts/{name}-first-steps.txt" in replayed.stdout.splitlines()
    assert re.search(r"transcripts: \d+ passed, 0 failed", replayed.stdout)


@pytest.mark.slow
def test_the_copy_builds_the_scaffolded_features_tests_only(generated: Path) -> None:
    # VIPER_TESTS=scaffolded (conftest, Package.swift): the copy's test bundle holds the generated features'
    # tests, each of them, and none of the checkout's own.
    listed = run(["swift", "test", "list", "--skip-build"], cwd=generated, timeout=900)
    assert listed.returncode == 0, listed.stderr[-3000:]
    modules = {line.split(".")[0] for line in listed.stdout.splitlines() if "/" in line}
    scaffolded = re.search(r"let scaffoldedFeatures: \[String\] = \[(.*?)\]", (generated / "Package.swift").read_text(), re.S)
    assert scaffolded, "Package.swift has no scaffoldedFeatures list"
    features = set(re.findall(r'"([A-Za-z0-9]+)"', scaffolded.group(1)))
    assert {f"{name}Tests" for name in TYPES} <= modules
    assert modules == {f"{name}Tests" for name in features}, sorted(modules)


@pytest.mark.slow
def test_the_modules_are_listed_and_on_home_after_the_built_in_features(generated: Path) -> None:
    binary = str(generated / ".build" / "debug" / "viper-host")
    built_in, scaffolded = scaffolded_rows(binary)
    # The family first (the guide's books, if it walked on this copy, after it).
    assert scaffolded[: len(NAMES)] == NAMES and "job-detail" in built_in
    with Host(binary=binary) as host:
        catalog = [module["name"] for module in host.initialize()["modules"]]
        assert catalog[len(built_in) : len(built_in) + len(NAMES)] == NAMES
        home = host.open("home")
        rows = home.view["children"][0]["items"]
        keys = [row["key"] for row in rows]
        at = keys.index(NAMES[0])
        assert keys[at : at + len(NAMES)] == NAMES and all(name in built_in for name in keys[:at])
        assert [row["title"] for row in rows][at : at + len(NAMES)] == TITLES
        opened = host.open(NAMES[1])
        assert opened.view["title"] == TITLES[1]


@pytest.fixture
def small_checkout(tmp_path: Path) -> Path:
    return copy_checkout(tmp_path / "checkout")


@pytest.mark.parametrize(
    "name, says",
    [(bad, "is not a module name") for bad in ["", "A", "aB", "a--b", "-a", "a-", "1a", "a_b", "a b", "a/b", "é", "a" * 65]]
    + [(taken, "is taken") for taken in ["home", "onboarding", "jobs", "job-detail", "roulette", "stargazers", "user"]]
    + [(clash, "would make a Swift module") for clash in ["wire", "viper-kit", "host", "foundation", "testing"]],
)
def test_a_refused_name_writes_nothing(small_checkout: Path, host_bin: Path, name: str, says: str) -> None:
    before = files_under(small_checkout)
    refused = run([host_bin, "new", "module", "--", name], cwd=small_checkout)
    assert refused.returncode == 1
    assert says in refused.stderr and refused.stderr.count("\n") == 1, refused.stderr
    assert refused.stdout == ""
    assert files_under(small_checkout) == before


def test_an_existing_file_or_a_hand_edited_registration_writes_nothing(small_checkout: Path, host_bin: Path) -> None:
    (small_checkout / "Protocol" / "transcripts" / "mine-first-steps.txt").write_text("# mine\n")
    before = files_under(small_checkout)
    refused = run([host_bin, "new", "module", "mine"], cwd=small_checkout)
    assert (refused.returncode, refused.stdout) == (1, "")
    assert "mine-first-steps.txt already exists" in refused.stderr
    assert files_under(small_checkout) == before

    registration = small_checkout / "Sources" / "viper-host" / "ScaffoldedFeatures.swift"
    registration.write_text(registration.read_text().replace("adds a line above this one", "was edited"))
    before = files_under(small_checkout)
    refused = run([host_bin, "new", "module", "other"], cwd=small_checkout)
    assert (refused.returncode, refused.stdout) == (1, "")
    assert "ScaffoldedFeatures.swift has no line" in refused.stderr
    assert files_under(small_checkout) == before


def test_outside_a_checkout_it_says_so_and_writes_nothing(tmp_path: Path, host_bin: Path) -> None:
    refused = run([host_bin, "new", "module", "mine"], cwd=tmp_path)
    assert (refused.returncode, refused.stdout) == (1, "")
    assert "not inside a ViperHost checkout" in refused.stderr
    assert files_under(tmp_path) == {}
