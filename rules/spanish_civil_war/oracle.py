"""What tests know of the Spanish Civil War that players never see (rules/core/oracle.py):
the cards only one side may know of."""

from __future__ import annotations

from rules.core.oracle import BaseOracle

from . import views
from .state import SCWState


class SpanishCivilWarOracle(BaseOracle[SCWState]):
    def secrets(self, state: SCWState, role: str) -> set[str]:
        """Ids and names of the cards only ``role`` may know of now (for the leak fuzzer)."""
        return views.secrets(state, role)


ORACLE = SpanishCivilWarOracle()
