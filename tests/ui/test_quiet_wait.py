"""The idle loop's wait for input: an event is taken at once, none means a real sleep."""

from __future__ import annotations

import time

import pygame

from eternus.ui.quiet_wait import wait_for_event


def test_an_event_waiting_is_taken_off_the_queue_at_once(app) -> None:
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    start = time.monotonic()
    event = wait_for_event(5000)
    assert event.type == pygame.KEYDOWN and event.key == pygame.K_a
    assert time.monotonic() - start < 1.0               # not the five seconds
    assert pygame.event.poll().type == pygame.NOEVENT   # taken, as pygame.event.wait takes it


def test_no_event_within_the_time_gives_a_noevent_after_it(app) -> None:
    pygame.event.clear()
    start = time.monotonic()
    event = wait_for_event(40)
    assert event.type == pygame.NOEVENT
    assert time.monotonic() - start >= 0.04
