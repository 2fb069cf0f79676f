"""Titles that exist only for the tests: each is a package shaped as a title under ``rules/``
would be (ARCHITECTURE.md, "Adding a title"), registered by the tests that use it."""
