import torch

x = torch.zeros(2, 3)

print(x.shape == [2, 3])          # False：元组永远不等于列表
print(x.shape == (2, 3))          # True
print(list(x.shape) == [2, 3])    # True
