import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])

print(torch.hstack((a, b)))          # 1-D inputs are joined end to end
print(torch.column_stack((a, b)))    # 1-D inputs become columns
