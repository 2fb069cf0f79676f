"""The seeded rng: its documented construction, re-derived here by hand with hmac/hashlib."""

from __future__ import annotations

import hashlib
import hmac
import re
from collections import Counter

import pytest
from pydantic import ValidationError

from rules.core.rng import Rng, commitment, new_seed, seed_from_text

SEED = hashlib.sha256(b"rng tests").hexdigest()


def block(seed: str, counter: int) -> int:
    """Draw ``counter`` as the module docstring defines it."""
    digest = hmac.new(bytes.fromhex(seed), counter.to_bytes(8, "big"), hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big")


# --- Construction ---


def test_block_zero_and_one_are_hmac_sha256_of_the_counter():
    rng = Rng(seed=SEED)
    assert rng.below(2**64) == block(SEED, 0)
    assert rng.below(2**64) == block(SEED, 1)
    assert rng.counter == 2


def test_below_is_first_accepted_block_mod_n():
    # For n = 6: 2**64 is even and 4**32 ≡ 1 mod 3, so 2**64 % 6 == 4.
    limit = 2**64 - 4
    rng = Rng(seed=SEED)
    counter = 0
    for _ in range(50):
        x = block(SEED, counter)
        counter += 1
        while x >= limit:
            x = block(SEED, counter)
            counter += 1
        assert rng.below(6) == x % 6
    assert rng.counter == counter


def test_rng_resumes_from_its_counter():
    later = Rng(seed=SEED, counter=7)
    assert later.below(2**64) == block(SEED, 7)


def test_commitment_is_sha256_of_the_seed_bytes_not_its_hex_text():
    assert commitment(SEED) == hashlib.sha256(bytes.fromhex(SEED)).hexdigest()
    assert commitment(SEED) != hashlib.sha256(SEED.encode()).hexdigest()


def test_new_seed_is_64_hex_digits_and_fresh():
    first, second = new_seed(), new_seed()
    assert re.fullmatch(r"[0-9a-f]{64}", first)
    assert first != second


def test_seed_from_text_is_sha256_of_the_text():
    assert seed_from_text("rng tests") == SEED


@pytest.mark.parametrize("seed", ["", "abc", SEED.upper(), SEED + "0", "g" * 64])
def test_seed_must_be_64_lower_case_hex_digits(seed):
    with pytest.raises(ValidationError):
        Rng(seed=seed)


# --- Determinism and persistence ---


def test_same_seed_same_draws_different_seed_different_draws():
    a, b = Rng(seed=SEED), Rng(seed=SEED)
    other = Rng(seed=seed_from_text("another game"))
    draws_a = [a.between(1, 6) for _ in range(40)]
    assert draws_a == [b.between(1, 6) for _ in range(40)]
    assert draws_a != [other.between(1, 6) for _ in range(40)]


def test_json_round_trip_and_continuing_from_it():
    rng = Rng(seed=SEED)
    for _ in range(5):
        rng.below(100)
    restored = Rng.model_validate_json(rng.model_dump_json())
    assert restored == rng
    assert [restored.below(1000) for _ in range(20)] == [rng.below(1000) for _ in range(20)]
    assert restored == rng


# --- below: rejection sampling ---


def scripted_blocks(monkeypatch, values: list[int]) -> list[int]:
    remaining = list(values)
    monkeypatch.setattr(Rng, "_block", lambda self: remaining.pop(0))
    return remaining


def test_below_rejects_the_biased_tail(monkeypatch):
    # 2**64 = 4**32 ≡ 1 mod 3, so the accepted blocks are x < 2**64 - 1: the top value is
    # rejected, and the next block (5) gives 5 % 3 == 2.
    remaining = scripted_blocks(monkeypatch, [2**64 - 1, 5, 9])
    assert Rng(seed=SEED).below(3) == 2
    assert remaining == [9]


def test_below_accepts_the_last_value_under_the_limit(monkeypatch):
    remaining = scripted_blocks(monkeypatch, [2**64 - 2, 0])
    assert Rng(seed=SEED).below(3) == (2**64 - 2) % 3
    assert remaining == [0]


def test_below_three_is_uniform():
    rng = Rng(seed=seed_from_text("uniform"))
    counts = Counter(rng.below(3) for _ in range(30_000))
    assert set(counts) == {0, 1, 2}
    for value in range(3):
        # Expect 10000 each, standard deviation about 82: 500 is a loose six-sigma bound.
        assert abs(counts[value] - 10_000) < 500


def test_below_one_is_zero_and_still_draws_a_block():
    rng = Rng(seed=SEED)
    assert rng.below(1) == 0
    assert rng.counter == 1


@pytest.mark.parametrize("n", [0, -1, 2**64 + 1])
def test_below_refuses_out_of_range_n(n):
    with pytest.raises(ValueError, match="1 <= n <= 2\\*\\*64"):
        Rng(seed=SEED).below(n)


# --- between ---


def test_between_is_lo_plus_below_of_the_span():
    rng, copy = Rng(seed=SEED), Rng(seed=SEED)
    for lo, hi in [(1, 6), (-3, 3), (10, 10), (0, 999)]:
        assert rng.between(lo, hi) == lo + copy.below(hi - lo + 1)


def test_between_is_unbiased_over_its_range():
    rng = Rng(seed=seed_from_text("d6"))
    counts = Counter(rng.between(1, 6) for _ in range(12_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    for face in range(1, 7):
        # Expect 2000 each, standard deviation about 41.
        assert abs(counts[face] - 2000) < 250


def test_between_refuses_hi_below_lo():
    with pytest.raises(ValueError, match="lo <= hi"):
        Rng(seed=SEED).between(5, 4)


# --- shuffle, choice, sample ---


def test_shuffle_is_fisher_yates_from_the_last_position():
    rng, copy = Rng(seed=SEED), Rng(seed=SEED)
    items = list("abcdefghij")
    rng.shuffle(items)
    expected = list("abcdefghij")
    for i in range(len(expected) - 1, 0, -1):
        j = copy.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected
    assert sorted(items) == list("abcdefghij")
    assert rng == copy


@pytest.mark.parametrize("items", [[], ["only"]])
def test_shuffle_of_zero_or_one_item_draws_nothing(items):
    rng = Rng(seed=SEED)
    rng.shuffle(items)
    assert rng.counter == 0


def test_choice_is_items_at_below_len():
    rng, copy = Rng(seed=SEED), Rng(seed=SEED)
    items = ("Franco", "Mola", "Queipo", "Yagüe", "Varela")
    for _ in range(10):
        assert rng.choice(items) == items[copy.below(5)]


def test_choice_refuses_an_empty_sequence():
    with pytest.raises(ValueError, match="empty"):
        Rng(seed=SEED).choice([])


def test_sample_is_the_first_k_of_a_shuffled_copy():
    rng, copy = Rng(seed=SEED), Rng(seed=SEED)
    items = list(range(12))
    picked = rng.sample(items, 4)
    shuffled = list(range(12))
    copy.shuffle(shuffled)
    assert picked == shuffled[:4]
    assert items == list(range(12))  # the input is left alone
    assert len(set(picked)) == 4


def test_sample_of_none_and_of_all():
    assert Rng(seed=SEED).sample("abc", 0) == []
    assert sorted(Rng(seed=SEED).sample("abc", 3)) == ["a", "b", "c"]


@pytest.mark.parametrize("k", [-1, 4])
def test_sample_refuses_k_outside_zero_to_len(k):
    with pytest.raises(ValueError, match=f"sample\\(\\) of {k} from 3 items"):
        Rng(seed=SEED).sample([1, 2, 3], k)
