import torch
torch.stack(())
