# Written for TensorLens in the style of a learner's notebook exported to a script: inspecting tensor attributes in a loop
import torch

tensors = {
    "scalar": torch.tensor(3.0),
    "vector": torch.arange(5),
    "matrix": torch.ones(2, 3, dtype=torch.float64),
    "bools": torch.tensor([True, False]),
    "image": torch.zeros(3, 4, 4, dtype=torch.uint8),
}

for name, t in tensors.items():
    print(f"{name:>6}: shape={tuple(t.shape)}, ndim={t.dim()}, dtype={t.dtype}, "
          f"device={t.device}, numel={t.numel()}, bytes={t.numel() * t.element_size()}")
