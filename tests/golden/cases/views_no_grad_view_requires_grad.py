import torch
w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
with torch.no_grad():
    d = w[0]
    e = w[1:]
    f = w.view(3)
    g = w.t()
    h = w[[0, 1]]
    k = w.unsqueeze(0)
    print(d.requires_grad, e.requires_grad, f.requires_grad, g.requires_grad, h.requires_grad, k.requires_grad)
    print(d.grad_fn, e.grad_fn, d.is_leaf, d._base is w)
print(d.requires_grad, d.grad_fn, d.is_leaf)
try:
    d.mul_(2)
except Exception as ex:
    print(type(ex).__name__, ex)
