# F.binary_cross_entropy_with_logits: ATen's stable formula, reductions, weight=, pos_weight= and its backward
import torch
import torch.nn.functional as F

torch.manual_seed(0)

x = torch.randn(4, 37) * 6
y = (torch.rand(4, 37) > 0.5).float()
for red in ['mean', 'sum', 'none']:
    r = F.binary_cross_entropy_with_logits(x, y, reduction=red)
    print(red, r.shape, r.sum().item() if red == 'none' else r.item())
print(F.binary_cross_entropy_with_logits(x, y, reduction='none')[0, :8].tolist())
print(F.binary_cross_entropy_with_logits(torch.tensor([100., -100., 0.]), torch.tensor([0., 1., 0.5]), reduction='none').tolist())
w = torch.rand(37)
pw = torch.rand(37) * 3
print(F.binary_cross_entropy_with_logits(x, y, weight=w).item())
print(F.binary_cross_entropy_with_logits(x, y, pos_weight=pw).item())
print(F.binary_cross_entropy_with_logits(x, y, w, pos_weight=pw, reduction='sum').item())
print(F.binary_cross_entropy_with_logits(x.double(), y.double()).item())

xs = x.clone().requires_grad_()
loss = F.binary_cross_entropy_with_logits(xs, y)
print(type(loss.grad_fn).__name__, loss)
loss.backward()
print(xs.grad[0, :6].tolist(), xs.grad.sum().item())
for kw in [dict(weight=w), dict(pos_weight=pw), dict(weight=w, pos_weight=pw, reduction='sum'), dict(reduction='none')]:
    xs = x.clone().requires_grad_()
    out = F.binary_cross_entropy_with_logits(xs, y, **kw)
    out.sum().backward()
    print(sorted(kw), xs.grad[1, :5].tolist(), xs.grad.abs().sum().item())

for bad in [lambda: F.binary_cross_entropy_with_logits(x, y, reduction='bad'),
            lambda: F.binary_cross_entropy_with_logits(x, y[:2])]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
