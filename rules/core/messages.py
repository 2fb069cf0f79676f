"""What the rules say, by message id and arguments, so that the bot can say it in any
language (ARCHITECTURE.md, "Languages"), while the rules stay free of any one language.

A `Msg` is a sentence (or a name) of the rules: a message id of a Fluent catalog and its
arguments. It *is* a ``str``, its English, so everything that reads the rules' text as English
(the console, the export's readable log, a title's own parsing of its log, the tests) goes on
reading it; `render(text, language)` says it in another language. A title writes
``state.say(Msg("scw-passes", side=ROLE_NAMES[role]))`` where it wrote an f-string.

* Arguments are numbers, plain strings (a number of a card, a die roll: the same in every
  language) or `Msg`s themselves (a card's or a side's name), rendered in the same language.
* `Msg.join(*parts)` puts sentences one after another, as a log line of several does.
* Catalogs: every package of the rules may hold ``catalogs/<language>/*.ftl`` (the core's words
  here, a title's in its own package, its ids prefixed by the title: ``scw-``), found by walking
  the rules' packages, so a new title needs no edit outside its own package. English is the
  source: every id has its English; another language falls back to English where it lacks one
  (tests/rules/core/test_messages.py fails on any missing translation or placeholder).
* `Text` is the type of every text field of the rules' models: it keeps a `Msg` as the title
  made it (pydantic would make it a plain ``str``); saved, it is its English.
* The log keeps its ids through a save beside the English: `GameState.say` appends each line's
  `compact` form to ``GameState.said`` (the JSON of ``[id, {args}]``, no English; None for
  plain text), a list of strings that pydantic reads back without a call into Python;
  `said_lines` turns a saved state's log back into messages (for a ping's catch-up, `/game
  log`, the console). Saving each line as a `Msg` dump instead made the saved log five times
  its size and seventy times as long to read back; these strings take about twice the
  English's room and a tenth of a millisecond to read (a Spanish Civil War game of 600 steps:
  48 KB saved, 0.15 ms to read). The outbox's new log lines carry their `compact` ids beside
  them too, as the saved log does.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache, lru_cache
from pathlib import Path
from typing import Annotated, Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number
from pydantic import GetCoreSchemaHandler
from pydantic_core import CoreSchema, core_schema

SOURCE = "en"
_RULES = Path(__file__).resolve().parent.parent  # the rules package: rules/<package>/catalogs
# Catalogs of the layers above the rules whose refusals are said as the rules' are (storage's:
# storage/errors.py adds them), each a folder of ``<language>/*.ftl``.
_ADDED: list[Path] = []


class Msg(str):
    """A message of the rules: ``id`` and ``args``, or ``parts`` said one after another (a log
    line of several sentences); as a ``str``, its English."""

    id: str | None
    args: Mapping[str, Any]
    parts: tuple[str, ...]

    def __new__(cls, id: str, /, **args: str | int | Msg) -> Msg:
        return cls._made(_english(id, tuple(args.items())), id, args, ())

    @classmethod
    def join(cls, *parts: str, sep: str = " ") -> Msg:
        """``parts`` (messages, or plain text) one after another, ``sep`` between them; empty
        parts left out."""
        kept = tuple(p for p in parts if p)
        return cls._made(sep.join(kept), None, {"sep": sep}, kept)

    @classmethod
    def _made(cls, english: str, id: str | None, args: Mapping[str, Any], parts: tuple) -> Msg:
        self = super().__new__(cls, english)
        self.id, self.args, self.parts = id, args, parts
        return self

    def __reduce__(self):  # pickled through the computer players' process pool
        return (restore, (str(self), compact(self)))


def render(text: str, language: str) -> str:
    """``text`` in ``language``: a `Msg` from the catalogs (English where ``language`` lacks
    its id), anything else as it is."""
    if not isinstance(text, Msg) or language == SOURCE:
        return str(text)
    if text.id is None:
        return text.args.get("sep", " ").join(render(p, language) for p in text.parts)
    return _format(language, text.id, text.args)


@lru_cache(maxsize=1 << 16)
def _english(id: str, args: tuple[tuple[str, Any], ...]) -> str:
    """A message's English, remembered: the rules make the same few messages again and again
    (every choice's label at every step of a search), and in English a `Msg` argument is its
    own text, so the arguments' values are all that matter."""
    return _format(SOURCE, id, dict(args))


def _format(language: str, id: str, args: Mapping[str, Any]) -> str:
    for lang in (language, SOURCE):
        bundle = catalog(lang)
        if bundle.has_message(id):
            message = bundle.get_message(id)
            if message.value is None:
                break
            values = {k: said(v, language) for k, v in args.items()}
            result, errors = bundle.format_pattern(message.value, values)
            if errors:
                raise KeyError(f"{lang} message {id}: {errors[0]}")
            return result
    raise KeyError(f"no catalog of the rules has the message {id!r}")


def folders() -> list[Path]:
    """Every folder of catalogs a `Msg` is said from: each package's of the rules (the core's
    and each title's), then those `add_catalogs` added."""
    return [*sorted(_RULES.glob("*/catalogs")), *_ADDED]


def add_catalogs(folder: Path) -> None:
    """Say the messages of ``folder`` (``<language>/*.ftl``) as the rules' own: a layer above
    the rules (storage) refuses with a `Msg` that the bot renders as it renders the rules'."""
    if folder not in _ADDED:
        _ADDED.append(folder)
        catalog.cache_clear()
        _english.cache_clear()


def said(value: Any, language: str) -> Any:
    """An argument as a message puts it in: a `Msg` said in ``language``, a whole number as its
    digits (Fluent would group them, "50,522" or "50 522": a die total, a game's number, a year
    are read as digits), anything else as it is. Plural forms still see the number."""
    if isinstance(value, Msg):
        return render(value, language)
    if isinstance(value, int) and not isinstance(value, bool):
        return fluent_number(value, useGrouping=False)
    return value


@cache
def catalog(language: str) -> FluentBundle:
    """Every message of ``language`` in the catalogs' `folders`."""
    bundle = FluentBundle([language], use_isolating=False)
    for folder in folders():
        for path in sorted((folder / language).glob("*.ftl")):
            bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


def languages() -> tuple[str, ...]:
    """Every language some folder of catalogs has, English first."""
    found = {p.name for folder in folders() for p in folder.iterdir() if p.is_dir()}
    return (SOURCE, *sorted(found - {SOURCE}))


def compact(text: Any) -> str | None:
    """A message as the saved log keeps its ids (module docstring): the JSON of ``[id,
    {args}]``, or of ``{"parts": [...], "sep": sep}`` for a `Msg.join`; None for plain text.
    Made once a message (a state is saved at every choice, its log each time)."""
    if not isinstance(text, Msg):
        return None
    made = text.__dict__.get("_compact")
    if made is None:
        made = text._compact = json.dumps(_ids(text), ensure_ascii=False, separators=(",", ":"))
    return made


def _ids(text: Any) -> Any:
    if not isinstance(text, Msg):
        return text
    if text.id is None:
        return {"parts": [_ids(p) for p in text.parts], "sep": text.args["sep"]}
    return [text.id, {k: _ids(v) for k, v in text.args.items()}]


def _rebuilt(saved: Any) -> Any:
    if isinstance(saved, list):
        id, args = saved
        return Msg(id, **{k: _rebuilt(v) for k, v in args.items()})
    if isinstance(saved, dict):
        return Msg.join(*(_rebuilt(p) for p in saved["parts"]), sep=saved["sep"])
    return saved


def restore(text: str, ids: str | None) -> str:
    """A text kept as its English and its `compact` ids (a saved log's line, an outbox's, a
    pickled one) as a `Msg` again; plain text where it has no ids."""
    if ids is None or isinstance(text, Msg):
        return text
    return _rebuilt(json.loads(ids))


def said_lines(state: Any, start: int = 0, end: int | None = None) -> list[str]:
    """``state.log[start:end]``, each line a `Msg` where the state kept its ids (`compact`;
    a line said as plain text, or saved before the ids, stays plain text)."""
    lines = state.log[start:end]
    if len(state.said) != len(state.log):
        return list(lines)
    return [restore(line, ids) for line, ids in zip(lines, state.said[start:end], strict=True)]


class _Kept:
    """A text taken as it is (a `Msg` stays one) and saved as its text. pydantic's
    `SkipValidation` would do the same, but with a call into Python for every value saved,
    which made saving a long game's log (two such values a line) ten times slower."""

    def __get_pydantic_core_schema__(self, source: Any, _: GetCoreSchemaHandler) -> CoreSchema:
        return core_schema.any_schema(
            serialization=core_schema.to_string_ser_schema(when_used="unless-none")
        )


KEPT = _Kept()
# A text field of the rules' models: a `Msg` stays one (module docstring); saved as its English.
Text = Annotated[str, KEPT]
