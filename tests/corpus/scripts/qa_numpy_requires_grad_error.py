# Written for TensorLens in the style of a Q&A answer: "Can't call numpy() on Tensor that requires grad" (the question's code)
import torch

w = torch.tensor([0.5, -1.5, 2.0], requires_grad=True)
loss = (w ** 2).sum()
loss.backward()
print(w.grad)
print(w.numpy())
