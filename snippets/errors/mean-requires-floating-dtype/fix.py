import torch

pred = torch.tensor([1, 0, 2, 2])
target = torch.tensor([1, 0, 1, 2])
print((pred == target).float().mean().item())
print(target.mean(dtype=torch.float32).item())  # or give mean() a floating result type
print((pred == target).sum().item())  # sum works on bool and integer tensors
