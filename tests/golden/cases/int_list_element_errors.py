# An int list argument (sizes, shapes) with an element that is no int: PyTorch 1.13 names the
# element's type and position; PyTorch 2 says the list failed to unpack.
import torch
for bad in [lambda: torch.ones(2, 3.0), lambda: torch.zeros((2, "a")), lambda: torch.Tensor(2, 3.0), lambda: torch.randn(2, [3]), lambda: torch.ones(2).view(2, 1.0), lambda: torch.ones(2).reshape(1, 2.0), lambda: torch.empty(1, 2.5), lambda: torch.full((2, 1.5), 1.0), lambda: torch.ones(4).permute(0.0)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__ + ":", e)
