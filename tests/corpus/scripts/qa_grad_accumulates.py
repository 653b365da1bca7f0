# Written for TensorLens in the style of a Q&A answer: "Why do my gradients keep growing?" - gradients accumulate
import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
for step in range(3):
    loss = (w * w).sum()
    loss.backward()
    print(f"step {step}: grad = {w.grad.tolist()}")

w.grad.zero_()
for step in range(3):
    loss = (w * w).sum()
    loss.backward()
    print(f"step {step}: grad = {w.grad.tolist()}")
    w.grad = None
