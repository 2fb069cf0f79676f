"""Figures, their targets and the printed report shared by every benchmark section."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Figure:
    """One measured value beside its target: ``limit`` is an upper bound unless ``at_least``."""

    section: str
    name: str
    value: float
    unit: str
    limit: float | None = None
    at_least: bool = False
    setup: str = ""

    @property
    def met(self) -> bool | None:
        if self.limit is None:
            return None
        return self.value >= self.limit if self.at_least else self.value <= self.limit

    def line(self) -> str:
        value = _number(self.value)
        if self.limit is None:
            target, verdict = "", ""
        else:
            sign = "≥" if self.at_least else "≤"
            target = f"target {sign} {_number(self.limit)} {self.unit}"
            verdict = "met" if self.met else "NOT MET"
        return f"  {self.name:<46} {value:>10} {self.unit:<9} {target:<26} {verdict}"


def _number(value: float) -> str:
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    if value >= 1:
        return f"{value:.2f}"
    return f"{value:.3g}"


def percentile(samples: Sequence[float], fraction: float) -> float:
    """The ``fraction`` quantile (0.5 median, 0.99 p99) by linear interpolation."""
    if not samples:
        raise ValueError("no samples")
    if len(samples) == 1:
        return samples[0]
    return statistics.quantiles(samples, n=1000, method="inclusive")[round(fraction * 1000) - 1]


def ms(seconds: float) -> float:
    return seconds * 1000


def print_section(title: str, setup: str, figures: Sequence[Figure], seconds: float) -> None:
    print(f"\n== {title} ==\n  run in {seconds:.0f} s")
    if setup:
        print(f"  setup: {setup}")
    for figure in figures:
        print(figure.line())
