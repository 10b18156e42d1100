"""``capitals``: a quiz about capital cities — a sample process plugin.

Run by the host: ``viper-host --process-plugin .venv/bin/viperhost-quiz-plugin``.
One question at a time (a list ``answer`` of choices), then the verdict and
``next``; at the end the score, ``again`` and ``done`` (which closes the screen).

It takes snapshots (``snapshot``/``restore`` below): a restored session or a
debugger's goto puts the quiz back where it was. With ``--no-snapshots`` it
declares none, and a restored session reopens it at its first question.
"""

from __future__ import annotations

import sys
from typing import Any

from .. import nodes
from ..plugin import InvalidSnapshot, InvalidValue, Reply, Screen, Unavailable, UnknownAction, serve

QUESTIONS = [
    ("France", "Paris", ["Lyon", "Paris", "Marseille"]),
    ("Australia", "Canberra", ["Sydney", "Melbourne", "Canberra"]),
    ("Canada", "Ottawa", ["Ottawa", "Toronto", "Vancouver"]),
    ("Japan", "Tokyo", ["Osaka", "Kyoto", "Tokyo"]),
    ("Brazil", "Brasília", ["Rio de Janeiro", "Brasília", "São Paulo"]),
]

MANIFEST = {
    "name": "capitals",
    "title": "Capitals quiz",
    "version": "1.0.0",
    "home": True,
    "input": {
        "type": "object",
        "properties": {"questions": {"type": "integer", "minimum": 1, "maximum": len(QUESTIONS)}},
        "additionalProperties": False,
    },
}


class Quiz(Screen):
    """States: asking (``answered`` is None), showing a verdict, finished."""

    def __init__(self, input: Any) -> None:
        super().__init__(input)
        # The helper checked the input against MANIFEST["input"] already.
        count = int((input or {}).get("questions", len(QUESTIONS)))
        self.questions = QUESTIONS[:count]
        self.index = 0
        self.score = 0
        self.answered: str | None = None

    def snapshot(self) -> Any:
        # The questions come from the input: the state is where the player is.
        return {"index": self.index, "score": self.score, "answered": self.answered}

    def restore(self, state: Any) -> None:
        if not isinstance(state, dict) or set(state) != {"index", "score", "answered"}:
            raise InvalidSnapshot("expected {index, score, answered}")
        index, score, answered = state["index"], state["score"], state["answered"]
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= len(self.questions):
            raise InvalidSnapshot(f"index must be a question number from 0 to {len(self.questions)}")
        if not isinstance(score, int) or isinstance(score, bool) or not 0 <= score <= index + (answered is not None):
            raise InvalidSnapshot("score must count the questions answered so far")
        if answered is not None and (index == len(self.questions) or answered not in self.questions[index][2]):
            raise InvalidSnapshot("answered must be one of the question's choices, or null")
        self.index, self.score, self.answered = index, score, answered

    @property
    def finished(self) -> bool:
        return self.index >= len(self.questions)

    def view(self) -> nodes.Node:
        if self.finished:
            return nodes.screen(
                "Capitals quiz",
                nodes.text(f"You got {self.score} of {len(self.questions)}."),
                nodes.button("again", "Play again"),
                nodes.button("done", "Done"),
            )
        country, capital, choices = self.questions[self.index]
        heading = nodes.text(f"Question {self.index + 1} of {len(self.questions)}: the capital of {country}?")
        if self.answered is None:
            return nodes.screen(
                "Capitals quiz", heading, nodes.list_("answer", [nodes.item(choice, choice) for choice in choices])
            )
        verdict = "Right!" if self.answered == capital else f"Wrong: it is {capital}."
        last = self.index + 1 == len(self.questions)
        return nodes.screen(
            "Capitals quiz", heading, nodes.text(verdict), nodes.button("next", "See the score" if last else "Next")
        )

    def handle(self, action: str, value: Any) -> Reply | None:
        if action == "answer":
            if self.finished or self.answered is not None:
                raise Unavailable(action, "the question is answered")
            _, capital, choices = self.questions[self.index]
            if value not in choices:
                raise InvalidValue(action, f"one of {', '.join(choices)}")
            self.answered = value
            self.score += value == capital
        elif action == "next":
            if self.answered is None:
                raise Unavailable(action, "answer the question first")
            self.index += 1
            self.answered = None
        elif action == "again":
            if not self.finished:
                raise Unavailable(action, "the quiz is not over")
            self.index, self.score = 0, 0
        elif action == "done":
            return Reply(navigation={"action": "pop"})
        else:
            raise UnknownAction(action)
        return None


def main() -> None:
    # --no-snapshots: the same quiz as a plugin that takes none (for the transcripts).
    serve({**MANIFEST, "snapshots": "--no-snapshots" not in sys.argv[1:]}, Quiz)


if __name__ == "__main__":
    main()
