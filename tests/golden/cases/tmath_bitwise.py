# torch.bitwise_and / or / xor on integer and bool tensors, numbers, in place; floating types refused
import torch

b = torch.tensor([1, 5, 11])
c = torch.tensor([2, 7, 10])
print(torch.bitwise_xor(b, c), torch.bitwise_and(b, c), torch.bitwise_or(b, c))
print(b.bitwise_xor(3), torch.bitwise_and(b, 12), torch.bitwise_or(4, b))
m = torch.tensor([True, False, True])
n = torch.tensor([True, True, False])
print(torch.bitwise_xor(m, n), m.bitwise_and(n), m.bitwise_or(n), torch.bitwise_xor(m, True))
print(torch.bitwise_xor(torch.tensor([-1, -8], dtype=torch.int8), torch.tensor([3, 1], dtype=torch.int8)))
print(torch.bitwise_and(torch.tensor([255, 3], dtype=torch.uint8), torch.tensor([15], dtype=torch.int32)))
print(torch.bitwise_or(m, b))
x = torch.tensor([6, 9])
r = x.bitwise_xor_(torch.tensor([3, 3]))
print(r is x, x)
out = torch.empty(3, dtype=torch.long)
torch.bitwise_xor(b, c, out=out)
print(out)
for bad in [lambda: torch.bitwise_xor(torch.tensor([1.]), torch.tensor([2.])), lambda: torch.bitwise_and(b, 1.5),
            lambda: torch.tensor([1], dtype=torch.int32).bitwise_or_(torch.tensor([1]))]:
    try:
        bad()
    except RuntimeError as e:
        print("RuntimeError:", e)
