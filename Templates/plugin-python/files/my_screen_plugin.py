"""My screen: a ViperHost process plugin (the module `my-screen`).

Run by the host: ``viper-host --process-plugin "python3 /abs/path/my_screen_plugin.py"``
(or ``--process-plugin my-screen-plugin`` once this project is pip-installed).

A small screen with every role at work, to edit rather than to invent:

- ``MyScreenState``     the state and its rules (pure: no I/O, easy to test);
- ``render``            the presenter: state → the view the frontend shows;
- ``MyScreenGateway``   where the count is kept (``InMemoryMyScreenGateway`` now,
                        a real one in the marked place below), used by effects;
- ``MyScreen``          the screen the host talks to: actions in, effects out,
                        results back in, and the route (``done`` → back);
- ``MANIFEST``          what the host and home know about the module.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Protocol

try:
    from viperhost import nodes
    from viperhost.plugin import Reply, Screen, Unavailable, UnknownAction, serve
except ImportError as error:  # the client is not on PyPI: say where it is
    raise ImportError(
        "my_screen_plugin needs the viperhost package: pip install <your ViperHost checkout>/Clients/python"
    ) from error

MANIFEST: dict[str, Any] = {
    "name": "my-screen",
    "title": "My screen",
    "version": "1.0.0",
    "home": True,
    # The input `view/open` may give; the helper refuses anything else.
    "input": {
        "type": "object",
        "properties": {"step": {"type": "integer", "minimum": 1, "maximum": 100}},
        "additionalProperties": False,
    },
}


# -- Gateway: where the count is kept ----------------------------------------


class MyScreenGateway(Protocol):
    def load(self) -> int | None:
        """The saved count, or None if nothing was saved yet."""
        ...

    def save(self, count: int) -> None: ...


class InMemoryMyScreenGateway:
    """Keeps the count while the plugin runs (the host keeps one instance of
    the plugin, so every screen of it shares this)."""

    def __init__(self, saved: int | None = None) -> None:
        self.saved = saved

    def load(self) -> int | None:
        return self.saved

    def save(self, count: int) -> None:
        self.saved = count


# A real gateway goes here: e.g. a class that reads and writes a file or a web
# service, with the same `load` and `save`. Hand it to `MyScreen` in `main()`.
# Raise `OSError` for a failure the screen should show.


# -- Results: what effects report ---------------------------------------------


@dataclass(frozen=True)
class Loaded:
    count: int | None


@dataclass(frozen=True)
class Saved:
    count: int


@dataclass(frozen=True)
class Failed:
    """The gateway raised OSError (in a load or a save)."""

    reason: str


Result = Loaded | Saved | Failed


# -- State: the screen's data and rules (pure) ---------------------------------


@dataclass(frozen=True)
class MyScreenState:
    step: int = 1
    count: int = 0
    saved: int | None = None
    saving: bool = False
    problem: str | None = None

    def added(self) -> MyScreenState:
        return replace(self, count=self.count + self.step)

    def save_started(self) -> MyScreenState:
        return replace(self, saving=True, problem=None)

    def received(self, result: Result) -> MyScreenState:
        if isinstance(result, Loaded):
            # Go on from the saved count, if there is one.
            return self if result.count is None else replace(self, count=result.count, saved=result.count)
        if isinstance(result, Saved):
            return replace(self, saving=False, saved=result.count)
        return replace(self, saving=False, problem=result.reason)


# -- Presenter: state → view ---------------------------------------------------


def render(state: MyScreenState) -> nodes.Node:
    if state.problem is not None:
        saved = f"Storage problem: {state.problem}"
    elif state.saved is None:
        saved = "Nothing saved yet"
    else:
        saved = f"Saved: {state.saved}"
    return nodes.screen(
        "My screen",
        nodes.text(f"Count: {state.count}"),
        nodes.button("add", "Add one"),
        nodes.text(saved),
        nodes.button("save", "Saving…" if state.saving else "Save", enabled=not state.saving),
        nodes.button("done", "Done"),
    )


# -- The screen: actions, effects, results, the route --------------------------


class MyScreen(Screen):
    def __init__(self, input: Any, gateway: MyScreenGateway) -> None:
        super().__init__(input)
        # The helper checked the input against MANIFEST["input"] already.
        self.state = MyScreenState(step=int((input or {}).get("step", 1)))
        self.gateway = gateway

    def view(self) -> nodes.Node:
        return render(self.state)

    def start(self) -> Reply:
        return Reply(effects=[self.load])

    def handle(self, action: str, value: Any) -> Reply | None:
        if action == "add":
            self.state = self.state.added()
        elif action == "save":
            if self.state.saving:
                raise Unavailable(action, "saving is in progress")
            self.state = self.state.save_started()
            count = self.state.count
            return Reply(effects=[lambda: self.save(count)])
        elif action == "done":
            return Reply(navigation={"action": "pop"})
        else:
            raise UnknownAction(action)
        return None

    def receive(self, result: Any) -> Reply | None:
        self.state = self.state.received(result)
        return None

    # Effects run on a thread and must always return a result: an effect that
    # raises never ends, and the host gives up on the plugin.
    def load(self) -> Result:
        try:
            return Loaded(self.gateway.load())
        except OSError as error:
            return Failed(str(error) or type(error).__name__)

    def save(self, count: int) -> Result:
        try:
            self.gateway.save(count)
        except OSError as error:
            return Failed(str(error) or type(error).__name__)
        return Saved(count)


def main() -> None:
    gateway = InMemoryMyScreenGateway()
    serve(MANIFEST, lambda input: MyScreen(input, gateway))


if __name__ == "__main__":
    main()
