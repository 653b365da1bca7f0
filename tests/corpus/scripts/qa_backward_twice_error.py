# Written for TensorLens in the style of a Q&A answer: "Trying to backward through the graph a second time" (the question's code)
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = (x * x).sum()
z = y.exp()
z.backward()
print(x.grad)
z.backward()
