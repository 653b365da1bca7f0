from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.tensor([0.1, 2.5])
print(t[0].item(), t.tolist())
print(float(t[1]), int(t[1]), bool(t[0]))
print(t.sum().item())
i = torch.tensor([[3]])
print(i.item(), int(i), len(t))
print(t.shape, t.dtype, t.numel(), t.element_size())
