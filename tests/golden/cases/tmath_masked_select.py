# torch.masked_select copies the selected elements into a new 1-d tensor; the mask broadcasts
import torch

x = torch.arange(12.).view(3, 4)
r = torch.masked_select(x, x > 5)
print(r, r.shape, r.data_ptr() == x.data_ptr())
print(x.masked_select(torch.tensor([True, False, True, False])))
print(torch.masked_select(torch.tensor([1., 2.]), torch.tensor([[True], [False], [True]])))
print(torch.masked_select(torch.tensor(3.), torch.tensor(True)))
print(torch.masked_select(torch.arange(6).view(2, 3), torch.tensor([[True, False, True], [False, False, True]])))
print(torch.masked_select(x.t(), x.t() < 3))
print(torch.masked_select(x, torch.zeros(3, 4, dtype=torch.bool)))
w = torch.tensor([1., 2., 3.], requires_grad=True)
s = torch.masked_select(w, torch.tensor([[True, False, True], [True, True, False]]))
print(s, type(s.grad_fn).__name__)
s.sum().backward()
print(w.grad)
for bad in [lambda: torch.masked_select(x, torch.tensor([True, False, True])),
            lambda: torch.masked_select(x, torch.tensor([1, 0, 1, 0])),
            lambda: torch.masked_select(x, 1)]:
    try:
        bad()
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
