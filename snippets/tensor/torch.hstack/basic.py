import torch

a = torch.tensor([[1], [2], [3]])
b = torch.tensor([[4, 5], [6, 7], [8, 9]])
print(torch.hstack([a, b]))                # 2-D: joined along dim 1 -> (3, 3)

x = torch.tensor([1, 2])
y = torch.tensor([3, 4, 5])
print(torch.hstack((x, y)))                # 1-D: joined end to end -> (5,)

print(torch.column_stack([x, torch.tensor([7, 8])]))   # 1-D as columns instead
