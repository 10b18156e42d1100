"""PROTOCOL §5: a view/patch is never larger than the whole view/update.

Over real pipes, with the screens whose changes are the largest: the job
list's refresh (spinner in, every row out and back), applying and
withdrawing, the stargazers' pages and refresh, and a roulette spin.
"""

from __future__ import annotations

from viperhost import Host
from wire_rules import WireRules


def first_list(view: dict) -> dict:
    """The view's list (the job board shows its search field above it)."""
    return next(node for node in view["children"] if node["type"] == "list")


def test_job_board_stargazers_and_roulette_patches_are_smaller_than_their_trees() -> None:
    rules = WireRules()
    with Host(args=("--in-memory", "--seed", "7"), on_message=rules, view_patch=True) as host:
        host.initialize()
        jobs = host.open("jobs").view_id
        host.idle()
        for _ in range(3):
            host.event(jobs, "refresh")
            host.idle()
        job_ids = [row["key"] for row in first_list(host.views[jobs].view)["items"]]
        for job in job_ids[:3]:
            host.event(jobs, "apply", job)
            host.idle()
        host.event(jobs, "withdraw", job_ids[0])
        host.idle()
        host.event(jobs, "refresh")
        host.idle()
        stargazers = host.open("stargazers").view_id
        host.idle()
        for _ in range(3):
            host.event(stargazers, "next")
            host.idle()
        host.event(stargazers, "refresh")
        host.idle()
        roulette = host.open("roulette").view_id
        host.idle()
        host.event(roulette, "count", "3")
    # Patches were sent (so the rule was checked), and none broke it.
    assert rules.patch_size.patches >= 10
    assert rules.patch_size.problems == []
