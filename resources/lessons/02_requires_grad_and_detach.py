# Lesson: requires_grad, numpy() and detach(): what does autograd allow?
import torch
# > A leaf tensor that requires grad: autograd will track every operation on it.
w = torch.ones(3, requires_grad=True)
# > Can NumPy get at the memory of a tensor autograd is tracking?
# ? error: Which error, if any? | none | RuntimeError | TypeError = RuntimeError
# > PyTorch refuses: numpy() would hand NumPy memory that autograd cannot watch.
try:
    nw = w.numpy()
except RuntimeError as e:
    print("RuntimeError:", e)
# > detach() makes a tensor outside the graph.
# ? copies: How many bytes does detach() copy? | 0 | 12 = 0
# > None: the detached tensor is a new tensor on w's storage.
d = w.detach()
print(d.requires_grad, d.is_leaf)
# > d does not require grad, so numpy() is allowed.
nd = d.numpy()
# ? changes w: Will w change? = yes
# > Yes: nd, d and w all view the same 12 bytes.
nd[0] = 5
print(w)
# > A computation on w is recorded: y is no leaf, and backward() fills w.grad.
y = (w * 2).sum()
print(y.requires_grad, y.is_leaf)
y.backward()
print(w.grad)
