"""The generic card table: code-drawn cards, TMX layouts, sprites, animator, drag and drop.

Nothing here knows a game's rules; each game's table in :mod:`eternus.ui.games` tells it
which zones exist and what a drop means.
"""
