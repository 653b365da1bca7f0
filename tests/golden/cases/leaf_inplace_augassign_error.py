import torch
w = torch.ones(2, requires_grad=True)
w2 = w * 1
w2 += 1
print(w2)
w += 1
