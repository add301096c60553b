import torch

rows = torch.tensor([[1, 3, 5],
                     [10, 20, 30]])      # 每个样本一行有序序列

print(torch.searchsorted(rows, torch.tensor([[4], [25]])))   # values 的形状为 (2, 1)
torch.searchsorted(rows, torch.tensor([4, 25]))              # values 的形状为 (2,)
