import torch

total = torch.tensor([1.0, 2.0]).sum()      # 0-d
print(total.tolist(), type(total.tolist()))  # a float, not a list
print(total.reshape(-1).tolist())            # reshape(-1) when a list is required
