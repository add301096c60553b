import torch

x = torch.tensor([1.5, 2.5], dtype=torch.bfloat16)   # e.g. output of a bf16 model
print(x.float().numpy())                              # NumPy has no bfloat16
x.numpy()
