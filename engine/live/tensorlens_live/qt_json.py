"""JSON text exactly as Qt's QJsonDocument::toJson(QJsonDocument::Indented) writes it, so
the scenes of both engines compare byte for byte: four spaces a level, object keys
sorted, an empty array as "[" and "]" on lines of their own, only control characters,
quotes and backslashes escaped (everything else written as UTF-8)."""

_NAMED_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _string(text):
    out = []
    for ch in text:
        escaped = _NAMED_ESCAPES.get(ch)
        if escaped is not None:
            out.append(escaped)
        elif ch < " ":
            out.append("\\u%04x" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _number(value):
    # Qt stores every number as a double: integral values print without a fraction.
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if value == int(value) and abs(value) < 2**53:
        return str(int(value))
    return repr(value)


def _write(value, indent, out):
    pad = "    " * indent
    if value is None:
        out.append("null")
    elif isinstance(value, bool):
        out.append("true" if value else "false")
    elif isinstance(value, (int, float)):
        out.append(_number(value))
    elif isinstance(value, str):
        out.append(_string(value))
    elif isinstance(value, dict):
        out.append("{\n")
        keys = sorted(value)
        for i, key in enumerate(keys):
            out.append(pad + "    " + _string(key) + ": ")
            _write(value[key], indent + 1, out)
            out.append(",\n" if i + 1 < len(keys) else "\n")
        out.append(pad + "}")
    elif isinstance(value, (list, tuple)):
        out.append("[\n")
        for i, item in enumerate(value):
            out.append(pad + "    ")
            _write(item, indent + 1, out)
            out.append(",\n" if i + 1 < len(value) else "\n")
        out.append(pad + "]")
    else:
        raise TypeError("not a JSON value: %r" % (value,))


def dumps_indented(value):
    """The document's text, ending in a newline as toJson's does."""
    out = []
    _write(value, 0, out)
    out.append("\n")
    return "".join(out)
