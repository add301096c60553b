import torch

x = torch.ones(5, 3)  # 一批五个向量
y = torch.ones(5, 2)

pairs = torch.outer(x, y)
