# Lesson: requires_grad, the numpy() error, and detach()
import torch
# > A leaf tensor that requires grad: autograd will track every operation on it.
w = torch.ones(3, requires_grad=True)
# > numpy() would hand NumPy memory autograd cannot watch, so PyTorch refuses.
# ? error: Which error, if any? | none | RuntimeError | TypeError = RuntimeError
try:
    nw = w.numpy()
except RuntimeError as e:
    print("RuntimeError:", e)
# > detach() is a new tensor on the same storage, outside the graph.
# ? copies: How many bytes does detach() copy? | 0 | 12 = 0
d = w.detach()
print(d.requires_grad, d.is_leaf)
# > Now numpy() is allowed, and it still shares the same bytes.
nd = d.numpy()
# ? changes w: Will w change? = yes
nd[0] = 5
print(w)
# > A computation on w is recorded: y is no leaf, and backward() fills w.grad.
y = (w * 2).sum()
print(y.requires_grad, y.is_leaf)
y.backward()
print(w.grad)
