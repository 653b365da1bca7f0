import torch
import numpy as np
print(torch.ones(2).numpy().dtype)
print(torch.ones(2, dtype=torch.float64).numpy().dtype)
print(torch.ones(2, dtype=torch.int32).numpy().dtype)
print(torch.ones(2, dtype=torch.int64).numpy().dtype)
print(torch.ones(2, dtype=torch.bool).numpy().dtype)
print(torch.ones(2).numpy().dtype == np.float32)
print(torch.tensor([1, 2]).numpy())
print(torch.tensor([True, False]).numpy())
print(torch.tensor(2.5).numpy(), torch.tensor(2.5).numpy().shape)
print(type(torch.ones(2).numpy()))
