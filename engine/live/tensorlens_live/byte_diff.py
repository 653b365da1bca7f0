"""Where two byte buffers differ, found with the C library's memcmp by halving: the first
and the last differing byte of n bytes cost about 2n compared bytes and no allocation, so
an unchanged storage is passed over at memory speed and a 10^7-element one that changed
is placed in milliseconds, with or without NumPy."""

import ctypes

_libc = ctypes.CDLL(None)
_memcmp = _libc.memcmp
_memcmp.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t]
_memcmp.restype = ctypes.c_int

_SCAN = 64  # below this many bytes, compare byte by byte


def same(a, b, n):
    """Whether n bytes at addresses a and b are equal."""
    return n == 0 or _memcmp(a, b, n) == 0


def _first(a, b, lo, hi):
    while hi - lo > _SCAN:
        mid = (lo + hi) // 2
        if _memcmp(a + lo, b + lo, mid - lo) != 0:
            hi = mid
        else:
            lo = mid
    left, right = ctypes.string_at(a + lo, hi - lo), ctypes.string_at(b + lo, hi - lo)
    for i in range(hi - lo):
        if left[i] != right[i]:
            return lo + i
    return None


def _last(a, b, lo, hi):
    while hi - lo > _SCAN:
        mid = (lo + hi) // 2
        if _memcmp(a + mid, b + mid, hi - mid) != 0:
            lo = mid
        else:
            hi = mid
    left, right = ctypes.string_at(a + lo, hi - lo), ctypes.string_at(b + lo, hi - lo)
    for i in range(hi - lo - 1, -1, -1):
        if left[i] != right[i]:
            return lo + i
    return None


def changed_span(a, b, n):
    """(first, last) differing byte offsets of n bytes at a and b, or None if equal."""
    if n == 0 or same(a, b, n):
        return None
    first = _first(a, b, 0, n)
    return first, _last(a, b, first, n)


def address_of(buffer):
    return ctypes.addressof(buffer)
