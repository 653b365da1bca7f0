import torch
print("before")
x = = 1
print(x)
