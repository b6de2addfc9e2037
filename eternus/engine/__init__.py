"""The headless rules engine. Nothing in this package may import pygame.

Every game implements the small protocol in :mod:`eternus.engine.core`; the registry in
:mod:`eternus.engine.registry` is how the CLI, the AI and the UI find the games.
"""
