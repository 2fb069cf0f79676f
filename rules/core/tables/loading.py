"""Loading tables from a title's TOML data files (or the owner's corrected copies under
``GAME_DATA_DIR``), with every problem named by file, table and field (`TableDataError`)."""

from __future__ import annotations

import tomllib
from typing import Any

from pydantic import ValidationError

from ..data import data_path, load_toml
from .model import Table


class TableDataError(ValueError):
    """A data file describes a table the engine cannot use. The message says where and why."""


def parse_tables(data: dict[str, Any], *, title: str, origin: str) -> dict[str, Table]:
    """Build the tables of one parsed TOML file, keyed ``<title>/<key>``.

    ``origin`` names the file in error messages, so an owner editing a corrected copy sees
    which table and which field is wrong.
    """
    tables: dict[str, Table] = {}
    for key, spec in data.items():
        if not isinstance(spec, dict):
            raise TableDataError(f"{origin}: {key!r} is not a table ([{key}] with its fields)")
        table_id = f"{title}/{key}"
        try:
            tables[table_id] = Table.model_validate({**spec, "id": table_id})
        except ValidationError as exc:
            raise TableDataError(f"{origin}, table [{key}]: {problems(exc)}") from None
    return tables


def load_tables(package: str, filename: str) -> dict[str, Table]:
    """The tables of ``rules/<package>/data/<filename>`` (or of the owner's corrected copy under
    ``GAME_DATA_DIR``), keyed by table id. Raises `TableDataError` on unreadable or incomplete
    data."""
    try:
        data = load_toml(package, filename)
    except tomllib.TOMLDecodeError as exc:
        raise TableDataError(f"{data_path(package, filename)} is not valid TOML: {exc}") from None
    return parse_tables(
        data,
        title=package.replace("_", "-"),
        origin=f"{package}/{filename}",
    )


def problems(exc: ValidationError) -> str:
    """Each of a validation's errors as ``field: what is wrong``, joined by ``; ``."""
    return "; ".join(_problem(err) for err in exc.errors())


def _problem(err: Any) -> str:
    where = ".".join(str(part) for part in err["loc"])
    text = str(err["ctx"]["error"]) if err["type"] == "value_error" else err["msg"]
    return f"{where}: {text}" if where else text
