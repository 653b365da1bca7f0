# Written for TensorLens in the style of a Q&A answer: "a leaf Variable that requires grad is being used in an in-place operation" when updating weights
import torch

w = torch.tensor([1.0, -2.0], requires_grad=True)
loss = (w * 3).sum()
loss.backward()

lr = 0.1
try:
    w -= lr * w.grad
except RuntimeError as e:
    print("RuntimeError:", e)

with torch.no_grad():
    w -= lr * w.grad
print(w)
print(w.requires_grad, w.is_leaf)
w.grad.zero_()
print(w.grad)
