"""An element's value as the scene writes it: NumPy's str() of a scalar of that dtype
("10.0", "1e-05", "3", "True"), as numpy/core/arrayprint.py prints a float (the shortest
digits that read back to the same value, positional from 1e-4 to 1e16). Done in pure
Python so a script that never imports NumPy is read the same way."""

import math
import struct

# dtype name -> (struct code, kind): kind "f" float, "i" integer, "b" bool.
_LAYOUTS = {
    "float64": ("d", "f"),
    "float32": ("f", "f"),
    "float16": ("e", "f"),
    "int64": ("q", "i"),
    "int32": ("i", "i"),
    "int16": ("h", "i"),
    "int8": ("b", "i"),
    "uint8": ("B", "i"),
    "uint16": ("H", "i"),
    "uint32": ("I", "i"),
    "uint64": ("Q", "i"),
    "bool": ("?", "b"),
}


def struct_code(dtype):
    layout = _LAYOUTS.get(dtype)
    return layout[0] if layout else None


def _shortest_digits(value, code):
    """Digits (no leading or trailing zeros) and decimal exponent of the first digit of the
    shortest decimal that reads back as |value| in the float type `code` ('d', 'f', 'e')."""
    magnitude = abs(value)
    if code == "d":
        return _digits_of(repr(magnitude))  # repr is the shortest round trip for doubles
    for precision in range(1, 18):
        text = "%.*e" % (precision - 1, magnitude)
        try:
            if struct.unpack(code, struct.pack(code, float(text)))[0] == magnitude:
                return _digits_of(text)
        except OverflowError:  # rounded past the type's largest value
            continue
    return _digits_of(repr(magnitude))


def _digits_of(text):
    mantissa, _, exp = text.lower().partition("e")
    exponent = int(exp) if exp else 0
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0")
    if not digits:
        return "0", 0
    if whole.strip("0"):
        exponent += len(whole.lstrip("0")) - 1
    else:
        exponent -= len(fraction) - len(fraction.lstrip("0")) + 1
    return digits.rstrip("0"), exponent


def float_text(value, dtype="float64"):
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    code = struct_code(dtype) or "d"
    digits, exponent = _shortest_digits(value, code)
    sign = "-" if math.copysign(1.0, value) < 0 else ""
    magnitude = abs(value)
    if magnitude == 0.0 or 1.0e-4 <= magnitude < 1.0e16:
        if exponent >= 0:
            whole = (digits[: exponent + 1]).ljust(exponent + 1, "0")
            fraction = digits[exponent + 1:] or "0"
        else:
            whole = "0"
            fraction = "0" * (-exponent - 1) + digits
        return "%s%s.%s" % (sign, whole, fraction)
    mantissa = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
    return "%s%se%s%02d" % (sign, mantissa, "-" if exponent < 0 else "+", abs(exponent))


def value_text(raw, dtype):
    """Text of one element given its bytes; None for a dtype the scene cannot show."""
    layout = _LAYOUTS.get(dtype)
    if layout is None:
        if dtype == "bfloat16" and len(raw) == 2:
            (value,) = struct.unpack("<f", b"\x00\x00" + bytes(raw))
            return float_text(value, "float32")
        return None
    code, kind = layout
    (value,) = struct.unpack("=" + code, bytes(raw))
    if kind == "f":
        return float_text(value, dtype)
    if kind == "b":
        return "True" if value else "False"
    return str(value)
