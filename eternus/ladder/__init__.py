"""The AI ladder: each level of a game played against the one below it, measured with as
few games as an honest interval allows (``python -m eternus ladder``; docs/ai/ladder.md).

One job per module: :mod:`rungs` (which levels, at which table), :mod:`units` (the game's
natural unit), :mod:`deals` (one deal played in every seat), :mod:`estimate` (the margin
and its interval), :mod:`record` (the resumable file), :mod:`run` (steps over processes),
:mod:`words` (a step in a player's words), :mod:`results` (the file the setup screen
reads) and :mod:`readme` (the README's AI table from that file).
"""
