import torch
import numpy as np
a = torch.ones(2, 3)
print(a.t().device, a[0].device, (a + 1).device, a.sum().device)
print(torch.from_numpy(np.ones(2)).device, torch.as_tensor([1]).device)
print(a.to(torch.float64).device, a.clone().device)
print(a.device == a.t().device, a.is_cuda, a.t().is_cuda)
