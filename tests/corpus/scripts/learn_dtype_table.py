# Written for TensorLens in the style of a learner's notes on dtypes and element sizes
import numpy as np
import torch

print("torch dtype       bytes  numpy dtype")
for dt in [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32,
           torch.int64, torch.float16, torch.float32, torch.float64]:
    t = torch.zeros(2, dtype=dt)
    print(f"{str(dt):17s} {t.element_size():5d}  {t.numpy().dtype}")

print(torch.get_default_dtype())
print(torch.tensor([1, 2]).dtype, torch.tensor([1.0, 2]).dtype, torch.tensor([True]).dtype)
print(np.array([1, 2]).dtype, np.array([1.0, 2]).dtype)
print(torch.tensor(np.array([1.0, 2])).dtype)
