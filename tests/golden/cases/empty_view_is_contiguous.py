import torch
a = torch.zeros(2, 3).t()[0:0]
print(a.shape, a.stride(), a.is_contiguous())
