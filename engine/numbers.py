"""Exact numbers as the page and the command line show them: fractions as ``p/q``, and their decimals
by exact long division (so no page code divides big integers).

Vocabulary: ``q`` is a ``Fraction`` (or an int); a *decimal* is truncated, not rounded, after
``digits`` places and ends with ``…`` when more digits follow.
"""

from fractions import Fraction

__all__ = ["fraction_text", "decimal_text", "int_text"]


def int_text(n, _chunk=1000):
    """``str(n)`` without the interpreter's limit on the digits of huge ints.

    >>> int_text(10**5000).count("0")
    5000
    """
    if -(10**_chunk) < n < 10**_chunk:
        return str(n)
    if n < 0:
        return "-" + int_text(-n)
    # divide and conquer on powers of ten, so no single str() call exceeds the digit limit
    k = _chunk
    while 10 ** (2 * k) <= n:
        k *= 2
    hi, lo = divmod(n, 10**k)
    return int_text(hi) + int_text(lo).rjust(k, "0")


def fraction_text(q, denominator_one=True):
    """A Fraction as ``"p/q"``, or None; ``denominator_one=False`` writes a whole number as ``"p"``.

    >>> fraction_text(Fraction(3)), fraction_text(Fraction(7, 36)), fraction_text(None)
    ('3/1', '7/36', None)
    >>> fraction_text(Fraction(1), denominator_one=False)
    '1'
    """
    if q is None:
        return None
    q = Fraction(q)
    if q.denominator == 1 and not denominator_one:
        return int_text(q.numerator)
    return f"{int_text(q.numerator)}/{int_text(q.denominator)}"


def decimal_text(q, digits=15):
    """``q`` in decimal by exact long division: truncated after ``digits`` places, ``…`` when more follow.

    >>> decimal_text(Fraction(1, 3), 5), decimal_text(Fraction(-7, 4), 5), decimal_text(Fraction(5), 2)
    ('0.33333…', '-1.75000', '5.00')
    """
    if q is None:
        return None
    q = Fraction(q)
    sign = "-" if q < 0 else ""
    num, den = abs(q.numerator), q.denominator
    whole, rest = divmod(num, den)
    scaled, rest = divmod(rest * 10**digits, den)
    frac = "." + str(scaled).rjust(digits, "0") if digits else ""
    return f"{sign}{int_text(whole)}{frac}{'…' if rest else ''}"
