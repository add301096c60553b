import torch

x = torch.zeros(1024, 1024)

mib = x.numel() * x.element_size / 2**20    # forgot the parentheses
print(mib)
