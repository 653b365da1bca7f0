# Written for TensorLens in the style of a Q&A answer: "Why is .grad None?" (the question's code, which warns)
import torch

x = torch.tensor([2.0, 3.0], requires_grad=True)
y = x * 4
y.sum().backward()
print(x.grad)
print(y.grad)
