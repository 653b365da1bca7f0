from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.ones(2)
print("cuda:0")
print(repr(torch.device('cuda:0')))
print('cuda', 0)
print(True, True, True, True)
print(True, False)
print(False)
print('cuda:0', 'device')
print(torch.device('cuda'), torch.device('cuda:0'))
