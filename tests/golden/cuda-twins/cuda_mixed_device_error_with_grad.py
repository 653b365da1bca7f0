from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
w = torch.ones(2, 2, requires_grad=True)
x = torch.tensor([1., 2.])
print('cuda:0', x.device)
y = mixed_devices()
