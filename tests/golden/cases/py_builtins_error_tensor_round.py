import torch
print(round(torch.tensor(2.5)))
