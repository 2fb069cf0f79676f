"""Result tables as data, and the one engine that resolves them, for `/table` (bot/dice/_cog.py)
and for the titles. This docstring is the data format; the modules hold:

* model.py: the `Table` a file describes, what `/table` reads of it, `Table.resolve`;
* checks.py: the completeness checks a table passes when it is built;
* loading.py: the tables of a title's TOML files (`load_tables`, `parse_tables`);
* resolving.py: reading a table (column, roll, modifiers, row), and its rules of resolution;
* reading.py: what a reading takes and gives (`TableRoll`, `Modifier`, `Resolution`);
* text.py: the line a resolution prints;
* request.py: a look-up as `/table` asks for it and the action log keeps it (`TableRequest`);
* labels.py: die specs, odds ratios, number ranges, the ``reconstructed`` mark.

A title keeps its tables in ``rules/<package>/data/*.toml``; each top-level key of a file is one
table, whose id is ``<title>/<key>`` (the title id is the package name with ``-`` for ``_``:
``canadian_civil_war`` -> ``canadian-civil-war/contest``). A table is one of two kinds:

* ``die``: a column is chosen, then a die roll plus modifiers picks the row. Columns are
  ``odds`` ratios ("1-2", "1-1", "2-1"; the ratio of the two strengths is rounded in favour of
  the defender, i.e. down to the next printed column), number ``range`` s ("0", "1-5", "11+";
  "11–13" with a printed en dash works too) or plain ``label`` s chosen by name.
* ``matrix``: no die; a row label crossed with a column label (CCW's Color Shift Matrices).

One table in a file, with every field the format knows::

    [contest]
    name = "Contest Table"
    rule = "7.3"                      # the case that prints it
    source = "rulebook 7.3"           # or "reconstructed", with reason = "why"
    kind = "die"                      # or "matrix"
    die = "1d6"                       # die tables only: NdS
    column_kind = "odds"              # "odds" | "range" | "label" (matrices: "label")
    column_title = "Ratio of Contester Strength to Defender Strength"
    row_title = "Die"
    columns = ["1-1", "2-1", "3-1"]   # odds and ranges in ascending order
    below_lowest = "Contests at a ratio of less than 1-1 are prohibited."
    above_highest = "Contests at a ratio of greater than 3-1 are treated as 3-1."
    notes = ["..."]
    calls = { 7 = "...", doubles = "..." }  # die tables: what a natural total or doubles also do

    [contest.rows]                    # row label = one cell per column, in column order
    1 = ["C-1", "C-2", "C-2"]         # die rows: a number (negative too) or a range "2-3"

    [contest.modifiers]               # printed die-roll modifiers, by id
    unfriendly-legislative = { value = 2, reason = "Contester in unfriendly Legislative Section" }

    [contest.key]                     # what every result code means
    "C-1" = "Defending Piece(s) converted one color toward the Contester's color ..."

    [[contest.cell_sources]]          # a cell not read in the rulebook, and why it has its value
    row = "7"
    column = "3-1"
    source = "reconstructed"
    reason = "..."

The roll. A die table is read with a `TableRoll`: the dice in roll order and their natural
total (before modifiers). The engine rolls it with the ``rng`` it is given (each die
``rng.between(1, sides)``, left to right: `rules.core.dice.roll`), or takes it from the caller:
a title that rolled itself, or a player's `/table`, whose ``die:`` gives the natural total
(on a table of several dice the faces are then unknown) and ``dice:`` each die ("3,4"). The
`Resolution` keeps the dice, whether they were doubles and the natural total, because some
titles act on them beyond the table's result: Crisis 2020 (2.0, "The Dice"; 5.63) discards a
Crisis card on a 7 and triggers a special event on doubles (6.2, 8.15). The text
shows the dice: ``die 4`` for one die, ``2d6 [3, 4] = 7`` for several (``2d6 [3, 3] = 6
(doubles)``), ``2d6 roll 7`` when only the total was given. A table's ``calls`` say what such
a roll also does, keyed by the natural total (``7``) or ``doubles``; the resolution lists the
calls its roll made (``Resolution.calls``) and its text ends with them, so a player's
`/table` is told, as the printed table's notes would tell them.

Resolution reads odds below the lowest column as refused, above the highest on the highest, and
a modified roll beyond the printed rows on the nearest printed row, saying so (resolving.py).
"""

from .labels import RECONSTRUCTED
from .loading import TableDataError, load_tables, parse_tables
from .model import CellSource, Table
from .reading import Modifier, Resolution, TableRoll
from .request import Adjustment, TableRequest, parse_faces

__all__ = [
    "RECONSTRUCTED",
    "Adjustment",
    "CellSource",
    "Modifier",
    "Resolution",
    "Table",
    "TableDataError",
    "TableRequest",
    "TableRoll",
    "load_tables",
    "parse_faces",
    "parse_tables",
]
