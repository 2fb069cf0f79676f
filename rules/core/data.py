"""Loading a title's data files, with the server owner's corrected copies taking precedence.

A title keeps its data in ``rules/<package>/data/*.toml``. When ``GAME_DATA_DIR`` is set and
holds ``<package>/<file>``, that copy is read instead, so an owner can correct reconstructed
values from their printed components without touching code (ARCHITECTURE.md, "Data and provenance").
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

RULES_DIR = Path(__file__).resolve().parent.parent


def data_path(package: str, filename: str) -> Path:
    override = os.environ.get("GAME_DATA_DIR")
    if override:
        candidate = Path(override) / package / filename
        if candidate.is_file():
            return candidate
    return RULES_DIR / package / "data" / filename


def load_toml(package: str, filename: str) -> dict[str, Any]:
    path = data_path(package, filename)
    with path.open("rb") as fh:
        return tomllib.load(fh)
