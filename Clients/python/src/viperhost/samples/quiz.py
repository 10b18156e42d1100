"""``capitals``: a quiz about capital cities — a sample process plugin.

Run by the host: ``viper-host --process-plugin .venv/bin/viperhost-quiz-plugin``.
One question at a time (a list ``answer`` of choices), then the verdict and
``next``; at the end the score, ``again`` and ``done`` (which closes the screen).
"""

from __future__ import annotations

from typing import Any

from .. import nodes
from ..plugin import InvalidValue, Reply, Screen, Unavailable, UnknownAction, serve

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
    serve(MANIFEST, Quiz)


if __name__ == "__main__":
    main()
