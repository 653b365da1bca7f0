# The random factories' out= forms: resized like Tensor.resize_ (no warning), filled in place, the same object returned.
import torch
torch.manual_seed(1)
c = torch.zeros(2, 2)
d = torch.rand(2, 2, out=c)
print(c, d is c)
e = torch.zeros(3, dtype=torch.float64)
torch.rand(2, 2, out=e)
print(e)
f = torch.zeros(5)
print(torch.randn(3, out=f), f.shape)
i = torch.zeros(4, dtype=torch.int64)
print(torch.randint(10, (2, 3), out=i))
print(torch.randint(3, 10, (3,), out=torch.zeros(3)))
g = torch.empty(0)
torch.rand(4, out=g)
print(g)
print(torch.rand(2, 2))
try:
    torch.rand(2, out=torch.zeros(2, dtype=torch.int64))
except Exception as ex:
    print(type(ex).__name__, ex)
try:
    torch.rand(2, out=torch.zeros(2), dtype=torch.float64)
except Exception as ex:
    print(type(ex).__name__, ex)
try:
    torch.rand(2, out=5)
except Exception as ex:
    print(type(ex).__name__, ex)
for f in (lambda: torch.randn(2, out=torch.zeros(2, dtype=torch.int64)), lambda: torch.randn(2, out=torch.zeros(2, dtype=torch.bool)), lambda: torch.rand(2, out=torch.zeros(2, dtype=torch.float64), dtype=torch.float64)):
    try:
        print(f())
    except Exception as ex:
        print(type(ex).__name__, ex)
