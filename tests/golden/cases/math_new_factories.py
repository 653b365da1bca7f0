# Tensor.new_zeros / new_ones / new_full: self's dtype and device unless given, a fresh contiguous tensor.
import torch
t = torch.ones(2, 3, dtype=torch.int32)
print(t.new_zeros(3), t.new_zeros(2, 2), t.new_zeros((1, 2)), t.new_zeros([2]))
print(t.new_ones(2, dtype=torch.float64), t.new_full((2,), 2.7), t.new_full([3], 5))
f = torch.zeros(2)
print(f.new_ones(3, requires_grad=True), f.new_full((2, 1), 1.5).shape, f.new_zeros(0))
print(t.t().new_ones(2, 2).stride(), f.new_zeros(size=(2,)))
try:
    t.new_full(2)
except TypeError as e:
    print(e)
try:
    t.new_zeros('a')
except TypeError as e:
    print(e)
