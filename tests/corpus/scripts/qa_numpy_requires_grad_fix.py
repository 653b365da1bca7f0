# Written for TensorLens in the style of a Q&A answer: "Can't call numpy() on Tensor that requires grad" (the accepted answer)
import torch

w = torch.tensor([0.5, -1.5, 2.0], requires_grad=True)
try:
    w.numpy()
except RuntimeError as err:
    print("RuntimeError:", err)

arr = w.detach().numpy()
print(arr)
arr[0] = 10.0        # detach() shares memory, so w changes too
print(w)

copy = w.detach().cpu().numpy().copy()
copy[1] = 0.0
print(w)
print(w.numpy(force=True))
