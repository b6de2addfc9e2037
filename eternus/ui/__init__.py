"""The pygame-ce layer. It knows the engine; the engine never knows it."""

import os as _os

# Set before any UI module imports pygame (pygame-ce reads them as it is imported): the
# window's class / app id, the same from source as from the binary (it was "main.py"), and
# no pygame banner on a player's terminal.
_os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "games-of-eternus")
_os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "games-of-eternus")
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
