"""Games of Eternus: a desktop card table for five games from the world of Eternus."""

__version__ = "0.1.0"
