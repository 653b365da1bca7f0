# Lesson: What autograd's version counter sees, and what it does not
import torch
x = torch.ones(3, requires_grad=True)
y = x.sigmoid()
# > sigmoid saved its output y for the backward pass; y._version is 0.
print(y._version)
# > A write through NumPy bypasses the version counter: autograd cannot see it.
ny = y.detach().numpy()
ny[0] = 0.5
print(y._version)
# > An in-place torch op bumps the version counter.
yd = y.detach()
yd.add_(1)
print(y._version)
# > Now the backward pass, which needs the y that sigmoid saved.
# ? error: Which error, if any? | none | RuntimeError | TypeError = RuntimeError
# > A RuntimeError: the version counter tells backward that its saved tensor changed.
try:
    y.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
