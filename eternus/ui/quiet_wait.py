"""Waiting for input at a cost a laptop does not notice.

``pygame.event.wait(timeout)`` looks for events many times a second inside SDL: measured on
the 2-core machine, a loop of nothing but ``wait(250)`` burnt 0.048 of a core with the dummy
video driver and 0.050 in a real X11 window, as much as the whole idle app. Looking for an
event and sleeping 10 ms between looks burnt 0.009 and 0.013: the process really sleeps, and
an input is still picked up within 10 ms (a frame at 60 Hz is 17 ms).
"""

from __future__ import annotations

import time

import pygame

NAP = 0.01        # seconds slept between two looks for an event


def wait_for_event(timeout_ms: int) -> pygame.event.Event:
    """The first event to come within ``timeout_ms`` (taken off the queue, as
    ``pygame.event.wait`` takes it), or a ``NOEVENT`` event when none came."""
    deadline = time.monotonic() + timeout_ms / 1000.0
    while True:
        event = pygame.event.poll()
        left = deadline - time.monotonic()
        if event.type != pygame.NOEVENT or left <= 0:
            return event
        time.sleep(min(NAP, left))
