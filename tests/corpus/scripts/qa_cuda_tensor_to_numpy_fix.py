# Written for TensorLens in the style of a Q&A answer: "Can't convert cuda:0 device type tensor to numpy" - move it to the CPU first
import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
print(f"Using {device}")

x = torch.arange(6, dtype=torch.float32, device=device).reshape(2, 3)
y = x * 2

# y.numpy() fails for a CUDA tensor; .cpu() is a no-op on the CPU
n = y.cpu().numpy()
print(n)
print(n.dtype, n.shape)
