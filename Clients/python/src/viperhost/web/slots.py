"""--max-sessions as a count of hosts: a slot is taken when a handshake passes the checks and given back when
its host has ended and been reaped, not when its tab closed; so the count is the hosts that really run (and
those starting). A handshake that finds every slot taken waits a little for one: a tab opened right after
others closed is served once their hosts have ended, instead of being told the server is full."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

# How long a handshake waits for a slot before it is refused as full (hosts end within a second of their
# tabs' closing, 0.3 s for 250 at once here; one that ignores its input's end takes up to 15 s and is not waited for).
FULL_WAIT_S = 5.0


@dataclass
class Slots:
    limit: int
    taken: int = 0
    # Handshakes waiting for a slot, first come first woken; at most `limit` of them, the rest refused at once.
    waiting: list[asyncio.Future[None]] = field(default_factory=list)

    async def take(self, patience: float = FULL_WAIT_S) -> Slot | None:
        """A slot, waiting up to ``patience`` seconds for one; None when none came."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + patience
        while self.taken >= self.limit:
            remaining = deadline - loop.time()
            if remaining <= 0 or len(self.waiting) >= self.limit:
                return None
            waiter: asyncio.Future[None] = loop.create_future()
            self.waiting.append(waiter)
            try:
                await asyncio.wait({waiter}, timeout=remaining)
            except BaseException:  # cancelled: a wake this handshake will not use goes to the next
                self.waiting.remove(waiter)
                if waiter.done():
                    self._wake_one()
                raise
            self.waiting.remove(waiter)
        self.taken += 1
        return Slot(self)

    def _give_back(self) -> None:
        self.taken -= 1
        self._wake_one()

    def _wake_one(self) -> None:
        for waiter in self.waiting:
            if not waiter.done():
                waiter.set_result(None)
                return


@dataclass
class Slot:
    """One taken slot; ``give_back`` once its host has ended (again is a no-op)."""

    slots: Slots
    held: bool = True

    def give_back(self) -> None:
        if self.held:
            self.held = False
            self.slots._give_back()
