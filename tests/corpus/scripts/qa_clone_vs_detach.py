# Written for TensorLens in the style of a Q&A answer: "clone() vs detach() vs detach().clone()"
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)

b = a.clone()
c = a.detach()
d = a.detach().clone()

for name, t in [("clone", b), ("detach", c), ("detach().clone()", d)]:
    same_memory = t.data_ptr() == a.data_ptr()
    print(f"{name:18s} requires_grad={t.requires_grad!s:5s} grad_fn={t.grad_fn is not None!s:5s} shares={same_memory}")

c[0] = 50.0
print(a)
d[1] = 70.0
print(a)

b.sum().backward()
print(a.grad)
