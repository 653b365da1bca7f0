import torch
t = torch.tensor([1., 2.], requires_grad=True)
print(type((t + 1).grad_fn).__name__)
print(type((t - 1).grad_fn).__name__)
print(type((t * 2).grad_fn).__name__)
print(type((t / 2).grad_fn).__name__)
print(type((t + 1.5).grad_fn).__name__, type((t * True).grad_fn).__name__)
print(t - 1)
print(t / 2)
