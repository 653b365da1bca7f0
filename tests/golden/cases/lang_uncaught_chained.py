def load(name):
    data = {'a': 1}
    try:
        return data[name]
    except KeyError as e:
        raise ValueError(f"no dataset named {name!r}") from e

print(load('a'))
print(load('b'))
