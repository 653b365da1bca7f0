import torch
import numpy as np
print(len(torch.zeros(5)), len(torch.zeros(3, 7)), len(torch.zeros(2, 3).t()))
print(len(np.zeros((4, 2))), len(np.zeros(4).reshape(2, 2).T))
print(len(torch.zeros(2, 3).shape), len(torch.Size([1, 2, 3])))
print(len(torch.tensor([1, 2]).tolist()), len(torch.zeros(2, 3).stride()))
print(len(np.zeros((2, 3)).shape), len(np.zeros((2, 3)).strides))
