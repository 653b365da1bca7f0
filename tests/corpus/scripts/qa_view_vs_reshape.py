# Written for TensorLens in the style of a Q&A answer: "What is the difference between view() and reshape()?"
import torch

x = torch.arange(12).reshape(3, 4)
v = x.view(4, 3)
r = x.reshape(4, 3)
print(v.data_ptr() == x.data_ptr(), r.data_ptr() == x.data_ptr())

t = x.t()
print(t.is_contiguous())
try:
    t.view(12)
except RuntimeError as e:
    print("view failed:", e)

r = t.reshape(12)      # reshape falls back to a copy
print(r)
print(r.data_ptr() == x.data_ptr())
r[0] = 100
print(x[0, 0].item())
