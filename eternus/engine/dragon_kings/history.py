"""The hand's history in words, from the public log and what the reading seat holds.

The log (:class:`~eternus.engine.dragon_kings.records.LogEntry`) is public: it names only
cards everyone has seen (the board, hands shown at the showdown). The one private line is
the deal, which tells the reading seat its own two cards; any other reader (the log of a
finished hand, a spectator) reads only that cards were dealt. So the history a seat reads
never names a card it was not shown.
"""

from __future__ import annotations

from collections.abc import Sequence

from eternus.engine.cards import short
from eternus.engine.core import Event
from eternus.engine.dragon_kings.events import WingMoment, cards_text, pot_name, seat_name, wing_name
from eternus.engine.dragon_kings.records import LogEntry

STREET_WORDS = {"flop": "The flop", "turn": "The turn", "river": "The river"}


def line(e: LogEntry, names: Sequence[str], hole: Sequence[str] | None = None) -> str:
    """One entry in words; ``hole`` is the reading seat's own cards (None: read it publicly)."""
    who = names[e["seat"]] if e["seat"] is not None else ""
    amount = e["amount"]
    cards = cards_text(tuple(e["cards"]))
    what = e["what"]
    if what == "start":
        return f"Hand {amount}: {who} has the button."
    if what == "deal":
        mine = f" You hold {cards_text(tuple(hole))}." if hole else ""
        return f"Two cards are dealt to each player.{mine}"
    if what == "street":
        return f"{STREET_WORDS.get(e['name'], e['name'])}: {cards}."
    if what == "show":
        return f"{who} shows {cards}: {e['name']}." if e["name"] else f"{who} shows {cards}."
    if what == "draw":
        return f"The draw for the first deal: {cards}. First black King, and the first deal: {who}."
    if what == "bonus":
        return f"The house gives {who} {amount} for {e['name']}."
    if what == "wing":
        if e["name"] == "negated":
            return "The voluntary wing cards are negated."
        return f"{who} puts the {wing_name(e['cards'][0])} in play."
    if what == "permanent":
        return f"{who} makes the {wing_name(e['cards'][0])} permanent."
    if what == "nest":
        return f"Black Death's nest: {cards}."
    if what == "extra":
        whose = f", for {who} alone" if e["seat"] is not None else ", for everyone"
        return f"The Knight of War brings one more card: {cards}{whose}."
    if what == "avarice":
        return f"{who} draws {cards} for the Queen of Avarice."
    if what == "pays":
        return f"{who} pays {names[e['pot']]} {amount} for {e['name']}."
    if what == "turn_in":
        return f"{who} turns in a card."
    if what == "keep_cards":
        return f"{who} keeps their cards."
    if what == "battlefield":
        return f"The Queen of Chaos's battlefield: {cards}. Those ranks are dead."
    if what == "third_card":
        return "The Suicide King: everyone still in gets a third card."
    if what == "suicide":
        return f"{who} lays the Suicide King face up and takes two more cards."
    if what == "void":
        old, new = e["cards"]
        return f"{who} voids the {short(old)} with the Knight of the Void: {short(new)} takes its place."
    if what == "gold_call":
        return f"{who} calls {amount} with the gold chip; the house pays."
    if what == "gold_chip":
        if e["name"] == "table":
            return "The Gold Dragon's chip goes to the table: antes are four times as large."
        return f"{who} takes the gold chip." if e["name"] else "The gold chip is cancelled."
    if what == "mercy_token":
        return f"{who} takes the token of mercy." if who else "The token of mercy is spent."
    if what == "fortune":
        return (f"The Knight of Fortune: everyone pays {2 * amount} to stay in, "
                f"or folds and pays {amount}.")
    if what == "show_fortune":
        return f"{who} shows the Knight of Fortune: pay {amount} to stay in, or fold."
    if what == "win":
        how = f" with {e['name']}" if e["name"] else ""
        return f"{who} wins {amount} from {pot_name(e['pot'])}{how}."
    words = {
        "ante": f"{who} posts an ante of {amount}.",
        "small_blind": f"{who} posts the small blind ({amount}).",
        "big_blind": f"{who} posts the big blind ({amount}).",
        "fold": f"{who} folds.", "check": f"{who} checks.", "call": f"{who} calls {amount}.",
        "bet": f"{who} bets {amount}.", "raise": f"{who} raises to {amount}.",
        "all_in": f"{who} is all in for {amount}.",
        "uncalled": f"{amount} uncalled chips go back to {who}.",
        "muck": f"{who} mucks.",
        "rebuy": f"{who} buys in again for {amount}.",
        "bust": f"{who} is out of chips.",
        "sit_out": f"{who} is out of chips and sits out to watch.",
        "keep": f"{who} keeps the wing cards as they are.",
        "buy_back": f"{who} buys back into the hand for {amount} with the token of mercy.",
        "stay_out": f"{who} stays out.",
        "fortune_call": f"{who} pays {amount} and stays in.",
        "fortune_fold": f"{who} folds, paying {amount}." if amount else f"{who} folds.",
    }
    return words[what]


def note(log: list[LogEntry], events: list[Event], e: LogEntry) -> None:
    """Log a public wing card moment and tell it as an event: its line names seats "Seat N",
    as every event's text does (the table puts the names in)."""
    log.append(e)
    events.append(WingMoment(line(e, [seat_name(s) for s in range(SEAT_WORDS)]), e["what"], e["seat"]))


SEAT_WORDS = 10      # more seats than a table has, for the names a line may use


def lines(log: Sequence[LogEntry], names: Sequence[str], hole: Sequence[str] | None = None) -> list[str]:
    """The whole log in words for a seat holding ``hole`` (None: the public reading)."""
    return [line(e, names, hole) for e in log]
