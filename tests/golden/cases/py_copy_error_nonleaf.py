import copy
import torch
w = torch.ones(2, requires_grad=True) * 2
print(copy.copy(w).requires_grad)
copy.deepcopy(w)
