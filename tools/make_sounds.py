"""Synthesise the game's sound effects into sounds/*.wav (16-bit mono, 22.05 kHz).

Made by code so the project owns them outright (no licence to track) and they can be
re-made or tuned here. Deterministic: the noise comes from a seeded generator, so running
the script again writes identical files. Run: ``python tools/make_sounds.py``.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path
from collections.abc import Callable

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "sounds"

Signal = Callable[[float], float]


def render(seconds: float, signal: Signal, peak: float = 0.8) -> list[float]:
    samples = [signal(i / RATE) for i in range(int(seconds * RATE))]
    top = max(1e-9, max(abs(s) for s in samples))
    return [s * peak / top for s in samples]


def envelope(t: float, attack: float, decay: float) -> float:
    """Fast rise, exponential fall: the shape of a struck or plucked sound."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def tone(freq: float, t: float) -> float:
    """A warm tone: fundamental plus two soft overtones."""
    w = 2 * math.pi * freq * t
    return math.sin(w) + 0.35 * math.sin(2 * w) + 0.12 * math.sin(3 * w)


class Noise:
    """Seeded white noise with a one-pole low-pass (``smooth`` near 1 = darker)."""

    def __init__(self, seed: int, smooth: float) -> None:
        self.rng = random.Random(seed)
        self.smooth = smooth
        self.last = 0.0

    def __call__(self) -> float:
        self.last = self.smooth * self.last + (1 - self.smooth) * self.rng.uniform(-1, 1)
        return self.last


def deal() -> list[float]:
    """A card sliding across felt: a short, soft swish."""
    noise = Noise(1, 0.55)
    return render(0.16, lambda t: noise() * math.sin(math.pi * min(1.0, t / 0.16)) ** 2, 0.55)


def flip() -> list[float]:
    """A card turned over: a crisp snap with a little body."""
    noise = Noise(2, 0.2)
    return render(0.09, lambda t: (noise() + 0.4 * math.sin(2 * math.pi * 900 * t)) * envelope(t, 0.002, 0.018), 0.6)


def discard() -> list[float]:
    """A card dropped on the pile: a muffled tap."""
    noise = Noise(3, 0.85)
    return render(0.14, lambda t: (noise() + 0.6 * math.sin(2 * math.pi * 180 * t)) * envelope(t, 0.003, 0.03), 0.6)


def invalid() -> list[float]:
    """Not allowed: two low, slightly sour notes going down."""
    def signal(t: float) -> float:
        f = 220.0 if t < 0.11 else 196.0
        local = t if t < 0.11 else t - 0.11
        return tone(f, t) * envelope(local, 0.005, 0.06)
    return render(0.26, signal, 0.5)


def win() -> list[float]:
    """A bright rising arpeggio (C major, ending on a held octave)."""
    notes = (523.25, 659.25, 783.99, 1046.5)
    def signal(t: float) -> float:
        total = 0.0
        for i, f in enumerate(notes):
            start = i * 0.12
            if t >= start:
                total += tone(f, t) * envelope(t - start, 0.01, 0.5 if i == 3 else 0.22)
        return total
    return render(1.2, signal, 0.7)


def loss() -> list[float]:
    """A slow falling minor figure."""
    notes = (392.0, 311.13, 261.63)
    def signal(t: float) -> float:
        total = 0.0
        for i, f in enumerate(notes):
            start = i * 0.22
            if t >= start:
                total += tone(f, t) * envelope(t - start, 0.02, 0.35)
        return total
    return render(1.2, signal, 0.6)


def click() -> list[float]:
    """A menu tick: short and quiet."""
    return render(0.04, lambda t: math.sin(2 * math.pi * 1400 * t) * envelope(t, 0.001, 0.008), 0.35)


def dice() -> list[float]:
    """Two dice tumbling onto the board: a run of woody knocks, closer together and softer
    as they settle."""
    noise = Noise(8, 0.35)
    hits = [0.0, 0.09, 0.16, 0.215, 0.26, 0.295, 0.325, 0.35]

    def signal(t: float) -> float:
        out = 0.0
        for i, start in enumerate(hits):
            if t >= start:
                dt = t - start
                body = math.sin(2 * math.pi * (1250 + 140 * (i % 3)) * dt) + 0.5 * math.sin(2 * math.pi * 620 * dt)
                out += (0.82 ** i) * envelope(dt, 0.001, 0.012) * (body + 0.8 * noise())
        return out

    return render(0.45, signal, 0.6)


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "dice": dice,
    "deal": deal, "flip": flip, "discard": discard, "invalid": invalid,
    "win": win, "loss": loss, "click": click,
}


def write(path: Path, samples: list[float]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(max(-1.0, min(1.0, s)) * 32767))
                                 for s in samples))


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for name, make in SOUNDS.items():
        write(OUT / f"{name}.wav", make())
        print(f"wrote sounds/{name}.wav")


if __name__ == "__main__":
    main()
