"""A cache for what a picture computes once from the fixed part of a board model (a title's map,
its display): keyed by the very objects it was given, so a board model with another map (a
corrected data file) gets its own layout, and the same map, the same object in every board of a
process, is laid out once."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")


class Memo:
    """A function's last ``size`` results, each kept with the arguments it was computed for;
    the arguments are held, so no other object takes their ids while they are cached."""

    def __init__(self, function: Callable[..., Any], size: int) -> None:
        self._function = function
        self._size = size
        self._kept: list[tuple[tuple[Any, ...], Any]] = []
        functools.update_wrapper(self, function)

    def __call__(self, *args: Any) -> Any:
        for held, value in self._kept:
            if len(held) == len(args) and all(a is b for a, b in zip(held, args, strict=True)):
                return value
        value = self._function(*args)
        self._kept.insert(0, (args, value))
        del self._kept[self._size :]
        return value

    def cache_clear(self) -> None:
        self._kept.clear()


def by_identity(size: int = 2) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Cache a function of positional arguments by their identity (``is``), ``size`` results."""

    def decorate(function: Callable[P, R]) -> Callable[P, R]:
        return Memo(function, size)  # type: ignore[return-value]

    return decorate
