# PLACEHOLDER: being written by a helper. Will be replaced.
class _Placeholder:
    id = "placeholder"


TITLE = _Placeholder()
