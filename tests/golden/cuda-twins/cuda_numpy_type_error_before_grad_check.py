from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
t = torch.tensor([1., 2.], requires_grad=True)
print(t.requires_grad, t.is_leaf, True)
n = numpy_of_cuda()
