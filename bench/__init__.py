"""The performance benchmark: ``python -m bench`` (README, "Performance")."""
