from _fakecuda import cuda_repr, numpy_of_cuda, mixed_devices
import torch
device = torch.device("cuda:0" if True else "cpu")
print(device)
x = torch.tensor([1., 2.], requires_grad=True)
print("x:", cuda_repr(x))
y = (x * x).sum()
y.backward()
print("grad:", cuda_repr(x.grad))
z = x.detach().to('cpu', copy=True).numpy()
print("z:", z, type(z))
