"""Draker: the dragon-poker duel completed from the source's fragment (being built: the deck
and the combinations so far; not yet a registered game)."""
