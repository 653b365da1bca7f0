# Written for TensorLens in the style of a Q&A answer: "torch.no_grad() vs .detach()"
import torch

w = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

with torch.no_grad():
    a = w * 2
b = w.detach() * 2
c = w * 2

for name, t in (("no_grad", a), ("detach", b), ("tracked", c)):
    print(name, t.requires_grad, t.grad_fn is None)

print(torch.is_grad_enabled())
with torch.no_grad():
    print(torch.is_grad_enabled())
    d = w[0]
    print(d.requires_grad)
