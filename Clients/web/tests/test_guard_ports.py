"""A Host or Origin port is ASCII digits only (RFC 3986: port = *DIGIT). str.isdigit also takes "²" and other
scripts' digits ("٣٩٥٣٩"): the first made the middleware raise (the bridge answered 500), the second was taken as
the bridge's port (found by a review, both failed before)."""

from viperhost.web.address import BridgeAddress
from viperhost.web.guard import Guard, normalize_origin, split_authority

GUARD = Guard("t" * 32, BridgeAddress("127.0.0.1", 8000))


def test_a_superscript_port_is_refused_not_raised() -> None:
    assert split_authority("localhost:\u00b2") is None
    assert GUARD.host_refusal("localhost:\u00b2") is not None
    assert normalize_origin("http://localhost:\u00b2") is None


def test_a_port_in_other_scripts_digits_is_not_the_bridges() -> None:
    assert GUARD.host_refusal("localhost:\u0668\u0660\u0660\u0660") is not None
