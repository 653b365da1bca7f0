import torch
def g(n):
    return g(n + 1) if n < 5 else 1 / 0
try:
    g(0)
except ZeroDivisionError as e:
    try:
        raise ValueError("again") from e
    except ValueError as v:
        print(v.__cause__, v.args)
with torch.no_grad():
    t = torch.ones(2, requires_grad=True) * 2
a, *b = t
print(a, b, t.requires_grad)
del a
assert b, "empty"
