"""Keys are handled one at a time, in the order they were typed (issue 37, 6a).

Textual routes each key to the control focused when the app reads it, by posting it to that control's own
queue, and reads the next key at once. A key's effect comes later: the control handles it, then it bubbles
up, queue by queue, to the app, which runs the bindings of the focus chain (Tab moves the focus, Space
flips a switch, Enter presses a button) from whatever is focused by then. So the keys of one terminal read
(a fast typist, a paste, `tmux send-keys Tab Space`) after a Tab went to the control being left, and keys
routed to different controls raced each other (an Enter on the submit button could lock the form before
the Space routed to its switch flipped it: both lost).

``deliver`` instead takes a key through the whole chain — the focused control, each of its ancestors, the
screen, then the app's own handling (its bindings) — before the app reads the next key: the handlers are
Textual's own, run in order, in the app's turn (as the bindings' actions already are), each as the widget
it belongs to. Whatever the host is doing does not matter: nothing here waits for it.
"""

from __future__ import annotations

from textual import events
from textual._context import active_message_pump
from textual.app import App
from textual.dom import NoScreen
from textual.message_pump import MessagePump


async def _handle(node: MessagePump, event: events.Key) -> None:
    """What ``node``'s own queue would do with ``event`` (without passing it on: ``deliver`` does)."""
    token = active_message_pump.set(node)
    try:
        with node.prevent(*event._prevent):
            await node._on_message(event)
        if node._next_callbacks:
            await node._flush_next_callbacks()
    finally:
        active_message_pump.reset(token)


async def deliver(app: App[object], event: events.Key) -> None:
    """Handles a key the terminal sent (not yet routed) to the end, as Textual would, but in order."""
    app.app_focus = True
    if app.screen.maximized is not None and event.key == "escape" and app.escape_to_minimize:
        app.screen.minimize()
        return
    if app.focused is not None:
        try:
            app.screen._clear_tooltip()
        except NoScreen:
            pass
    if await app._check_bindings(event.key, priority=True):
        return
    event._set_forwarded()
    event.bubble = False  # passed on here, to each ancestor in turn, not through their queues
    node: MessagePump | None = app.focused or app.screen
    while node is not None and node is not app:
        await _handle(node, event)
        if event._stop_propagation or not (node.is_attached and node.is_parent_active):
            return  # handled, or its control went away meanwhile: where Textual stops passing it on too
        node = node._parent
    await _handle(app, event)  # the app's own: the bindings of the focus chain, then its key_ methods
