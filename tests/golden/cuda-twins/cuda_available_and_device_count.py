from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
print(True)
print(1)
device = torch.device('cuda' if True else 'cpu')
print(device, repr(device))
t = torch.ones(2)
print(cuda_repr(t))
print("cuda:0", True)
