import torch
name = "loss"
value = 0.123456
n = 42
items = [1, 'two', 3.0]
print(f"{name}: {value:.3f}")
print(f"{n:>5}|{n:<5}|{n:^5}|{n:05d}|{n:x}|{n:b}|{n:,}")
print(f"{value:10.2e} {value:%} {1234567.891:,.2f}")
print(f"{name!r} {name!s} {'é'!a} {items!r}")
width, prec = 10, 4
print(f"[{value:{width}.{prec}f}]")
print(f"{n=} {value = :.2f} {items=}")
print(f"{{literal braces}} {n + 1} {'yes' if n > 40 else 'no'}")
print(f"{len(items)} items, first={items[0]}, dict={ {'a': 1}['a'] }")
t = torch.tensor([1.5, 2.0])
print(f"tensor: {t}")
print(f"sum={t.sum().item():.1f} shape={tuple(t.shape)}")
for epoch in range(2):
    print(f"epoch {epoch + 1:02d}/{2}")
print(f"{3.14159:.0f} {-0.5:+.1f} {True} {None} {1e20} {1/3}")
