# PLACEHOLDER: being written by a helper (tables + data). Will be replaced.
TABLES: dict = {}
