"""Log lines that read right when a player is called "You".

The engines name seats by their names ("Bram plays the Duke."), and the first person at
the table is named "You", so an engine message would read "You plays the Duke." The
engines stay out of it (they know nothing of who sits at the screen); every table's log
goes through :meth:`TableScene.say`, which passes the line through :func:`you_agree` once, and
``python -m eternus replay`` prints its events through it too (so it never says "You plays").

Only the word "You" starting a clause (the line's start, or after ": ", "! ", ". ", "; ",
"? ") followed by one of the verbs the engines and tables use is changed (with a second
verb of the same clause after "and", and its "their" made "your": in the engines' messages it is
always the subject's own, as in "keeps their cards"), so other names
("Youssef plays"), "You" as an object ("asks You: ...") and unknown words are left alone.
"""

from __future__ import annotations

import re

# Third-person verbs used in the engines' and tables' messages, and their forms after "You".
VERBS = {
    "is": "are", "was": "were", "has": "have", "does": "do",
    "answers": "answer", "asks": "ask", "attacks": "attack", "bets": "bet", "burns": "burn",
    "calls": "call", "cancels": "cancel", "catches": "catch", "chooses": "choose", "climbs": "climb",
    "cuts": "cut", "deals": "deal", "decides": "decide", "defends": "defend", "draws": "draw",
    "falls": "fall", "gathers": "gather", "gets": "get", "gives": "give", "goes": "go",
    "holds": "hold", "keeps": "keep", "lays": "lay", "leaves": "leave", "loses": "lose",
    "misses": "miss", "moves": "move", "names": "name", "owes": "owe", "passes": "pass",
    "pays": "pay", "picks": "pick", "places": "place", "plays": "play", "reflects": "reflect",
    "rolls": "roll", "says": "say", "scores": "score", "stacks": "stack", "stakes": "stake",
    "swaps": "swap", "takes": "take", "throws": "throw", "unites": "unite", "wins": "win",
    "posts": "post", "checks": "check", "raises": "raise", "folds": "fold", "shows": "show",
    "mucks": "muck", "buys": "buy", "turns": "turn", "voids": "void", "makes": "make", "puts": "put",
    "drew": "drew", "forms": "form", "activates": "activate", "gains": "gain", "sits": "sit",
}

_SUBJECT = re.compile(r"(^|[:;!?.]\s+)You( \([^()]{1,12}\))? (\w+)\b([^:;!?.]*)")
_AND_VERB = re.compile(r" and (\w+)\b")
_THEIR = re.compile(r"\btheir\b")
_POSSESSIVE = re.compile(r"(^|[!?.]\s+)?\bYou's\b")


def you_agree(text: str) -> str:
    """``text`` with "You plays" made "You play" (and "You's hand" made "your hand")."""

    def verb(m: re.Match[str]) -> str:
        tag, word, rest = m.group(2) or "", m.group(3), m.group(4)    # tag: a seat's "(W1)"
        if word not in VERBS:
            return m.group(0)
        # A second verb of the same clause ("You draw 2 and lose the turn").
        rest = _AND_VERB.sub(lambda a: f" and {VERBS.get(a.group(1), a.group(1))}", rest)
        rest = _THEIR.sub("your", rest)      # "keeps their cards": the subject's own
        return f"{m.group(1)}You{tag} {VERBS[word]}{rest}"

    def possessive(m: re.Match[str]) -> str:
        start = m.group(1)
        return "your" if start is None else start + "Your"     # capital only to open a sentence

    text = _SUBJECT.sub(verb, text)
    if "You's" in text:
        text = _POSSESSIVE.sub(possessive, text)
    return text


def listed(names: list[str]) -> str:
    """Names as a sentence lists them: "Bob", "Bob and Alice", "Bob, Alice and Cora" (it
    said "Bob and Alice and Cora win!")."""
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
