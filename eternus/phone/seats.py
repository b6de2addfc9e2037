"""Who may speak for which seat: a match's join code and each phone seat's secret.

Each match draws a new join code and, for every phone seat, a secret of 128 bits
(``secrets.token_urlsafe(16)``), so a phone can read and act for its own seat only, and a
secret kept from an earlier match (in a page's storage) opens nothing in this one. Secrets
are compared in constant time (``hmac.compare_digest``), so the time of a refusal tells a
guesser nothing. The same secret on a reconnect gets the seat back.

Not thread-safe by itself: the bridge holds it under its lock.
"""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass, field
from typing import Final

#: A join code's length in characters: typed by hand from the TV when a camera fails.
CODE_LETTERS: Final = 6
_CODE_ALPHABET: Final = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # no 0/O or 1/I to misread


def new_code() -> str:
    return "".join(secrets.choice(_CODE_ALPHABET) for _ in range(CODE_LETTERS))


def new_secret() -> str:
    """128 bits from the system's secure source, URL-safe for the QR code's address."""
    return secrets.token_urlsafe(16)


@dataclass
class PhoneSeat:
    """A seat a phone may hold: its secret, its name, and whether a phone has claimed it.
    A claimed seat stays its phone's for the match, even while that phone is away: nobody
    else can take it as a free seat (and so learn its secret)."""

    secret: str
    name: str
    claimed: bool = False


@dataclass
class SeatBook:
    """The phone seats of one match. ``phone_seats`` maps a seat index to its default name."""

    phone_seats: dict[int, str]
    code: str = field(default_factory=new_code)
    seats: dict[int, PhoneSeat] = field(init=False)

    def __post_init__(self) -> None:
        self.seats = {seat: PhoneSeat(new_secret(), name) for seat, name in self.phone_seats.items()}

    def new_match(self, phone_seats: dict[int, str] | None = None) -> None:
        """A new code and new secrets: every phone of the last match must join again."""
        if phone_seats is not None:
            self.phone_seats = dict(phone_seats)
        self.code = new_code()
        self.__post_init__()

    def secret(self, seat: int) -> str:
        """The secret a seat's QR code carries (KeyError: not a phone seat)."""
        return self.seats[seat].secret

    def claim(self, code: str, secret: str, name: str) -> tuple[int, PhoneSeat] | str:
        """The seat this hello opens, or why it opens none. A secret names its own seat
        (and gets it back on a reconnect); no secret takes the first seat nobody took yet,
        under ``name``."""
        if not hmac.compare_digest(code.encode(), self.code.encode()):
            return "That join code is not this table's (a new match has a new code: scan again)."
        if secret:
            found = self._by_secret(secret)
            if found is None:
                return "That seat's key is not one of this match (a new match has new keys: scan again)."
            seat = found
        else:
            free = [s for s, held in sorted(self.seats.items()) if not held.claimed]
            if not free:
                return "Every phone seat at this table is taken."
            seat = free[0]
            self.seats[seat].name = name
        held = self.seats[seat]
        held.claimed = True
        return seat, held

    def _by_secret(self, secret: str) -> int | None:
        """The seat whose secret this is; every seat is compared, so the time taken does not
        depend on which (or whether one) matched."""
        found = None
        for seat, held in self.seats.items():
            if hmac.compare_digest(secret.encode(), held.secret.encode()):
                found = seat
        return found
