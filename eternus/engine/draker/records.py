"""The records a Draker state keeps beside its cards: the turn in progress and its stacks.

``TypedDict``s, so a state stays plain JSON (a save keeps its shape) and mypy checks every
key from the engine to the table.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

Which = Literal["standard", "individual"]
Side = Literal["attack", "defence"]
SIDES: tuple[Side, ...] = ("attack", "defence")


class StackItem(TypedDict):
    """An effect waiting on a stack: ``seat``'s ``card``'s standard or individual effect (its
    profession's, see :mod:`professions`); ``target`` the combination a kill aims at."""

    seat: int
    card: str
    which: Which
    profession: int
    target: Side | None
    cancelled: bool


class TurnRecord(TypedDict):
    """The turn in progress, all of it public.

    ``laid`` is the card laid (None before it is); ``attack`` and ``defence`` the cards of
    the combinations announced (the laid card first; None: not announced) and ``words`` the
    way each was worked out. ``earned`` holds the points each combination earned (and
    effects added), ``spent`` what activated effects cost, ``killed`` the combinations an
    instant killed. ``activated`` are the pool cards whose individual effect was used.
    ``main`` and ``instant`` are the two stacks (last item on top). ``responders`` are the
    opponents still to answer; ``target`` the opponent the attack goes to; ``named`` how
    each combination's Artefacts were named, ``[card, rank, profession]``.
    """

    laid: str | None
    attack: list[str] | None
    defence: list[str] | None
    words: dict[str, str]
    earned: dict[str, int]
    spent: dict[str, int]
    killed: list[Side]
    activated: list[str]
    main: list[StackItem]
    instant: list[StackItem]
    responders: list[int]
    target: int | None
    named: dict[str, list[list[Any]]]


def fresh_turn() -> TurnRecord:
    return {"laid": None, "attack": None, "defence": None, "words": {}, "named": {},
            "earned": {"attack": 0, "defence": 0}, "spent": {"attack": 0, "defence": 0}, "killed": [],
            "activated": [], "main": [], "instant": [], "responders": [], "target": None}
