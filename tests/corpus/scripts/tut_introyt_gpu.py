# Source: PyTorch Tutorials, "Introduction to PyTorch" - Introduction to PyTorch Tensors
# URL: https://github.com/pytorch/tutorials/blob/main/beginner_source/introyt/tensors_deeper_tutorial.py
# Licence: BSD-3-Clause, Copyright (c) 2017, PyTorch contributors. Excerpt; uninitialised memory shown
#          by shape only and random values seeded, so that the output is deterministic.
import torch

torch.manual_seed(1729)

if torch.cuda.is_available():
    print('We have a GPU!')
else:
    print('Sorry, CPU only.')

if torch.cuda.is_available():
    gpu_rand = torch.rand(2, 2, device='cuda')
    print(gpu_rand)
else:
    print('Sorry, CPU only.')

if torch.cuda.is_available():
    my_device = torch.device('cuda')
else:
    my_device = torch.device('cpu')
print('Device: {}'.format(my_device))

x = torch.rand(2, 2, device=my_device)
print(x)

y = torch.rand(2, 2)
y = y.to(my_device)
print(y.device)
