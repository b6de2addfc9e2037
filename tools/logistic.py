"""The logistic regression behind the tools that fit a search's leaf value
(``tools/fit_pragon_value.py``, ``tools/fit_kings_court_value.py``): Newton's method with a
little ridge, and the printout whose last line is pasted into the game's ``value.WEIGHTS``.

numpy comes with the ``tuning`` extra; :func:`numpy_or_exit` says so when it is missing.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any


def numpy_or_exit() -> Any:
    try:
        import numpy
    except ImportError:
        sys.exit('this tool needs numpy: pip install -e ".[tuning]"')
    return numpy


def fit_held_out(x: Any, y: Any, held_out: Any, ridge: float, steps: int) -> tuple[Any, Any, Any]:
    """Fit on the rows not ``held_out``; return the weights, the model's chance on the held-out
    rows and their results."""
    weights = fit(x[~held_out], y[~held_out], ridge, steps)
    return weights, chance(x[held_out], weights), y[held_out]


def fit(x: Any, y: Any, ridge: float, steps: int) -> Any:
    """Weights of the model ``1 / (1 + exp(-x @ w))`` for the 0/1 results ``y``."""
    import numpy as np

    weights = np.zeros(x.shape[1])
    for _ in range(steps):
        p = chance(x, weights)
        hessian = x.T @ (x * (p * (1 - p))[:, None]) + ridge * np.eye(len(weights))
        weights += np.linalg.solve(hessian, x.T @ (y - p) - ridge * weights)
    return weights


def chance(x: Any, weights: Any) -> Any:
    """The model's chance for each row of ``x``."""
    import numpy as np

    return 1.0 / (1.0 + np.exp(-x @ weights))


def print_weights(names: Sequence[str], weights: Any, digits: int) -> None:
    """One line a feature, then the tuple for ``value.WEIGHTS``."""
    width = max(len(name) for name in names)
    for name, weight in zip(names, weights, strict=True):
        print(f"  {name:{width}s} {weight:+.{digits}f}")
    print("WEIGHTS = (" + ", ".join(f"{w:.{digits}f}" for w in weights) + ")")
