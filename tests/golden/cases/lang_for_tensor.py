import torch
t = torch.arange(6).reshape(2, 3)
for row in t:
    print(row, row.shape)
for v in t[0]:
    print(v, type(v).__name__, v.item())
a, b = t
print(a + b)
w = torch.ones(2, 2, requires_grad=True)
for r in w * 2:
    print(r)
rows = [r.sum() for r in t]
print(rows)
for r in t:
    r.mul_(10)
print(t)
try:
    for x in torch.tensor(3.0):
        pass
except TypeError as e:
    print("TypeError:", e)
y = torch.ones(2, 2, requires_grad=True).clone()
try:
    for r in y:
        r.add_(1)
except RuntimeError as e:
    print(e)
