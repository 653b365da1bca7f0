# Written for TensorLens in the style of a course exercise: moving data between NumPy, the CPU and (if present) the GPU
import numpy as np
import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
data = np.linspace(0, 1, 5, dtype=np.float32)
t = torch.from_numpy(data).to(device)
print(t.device.type, t.is_cuda)
t = t * 2
result = t.cpu().numpy()
print(result)
print(np.shares_memory(result, data))
if device == "cpu":
    t.add_(1)
    print(result)
print(torch.cuda.device_count())
