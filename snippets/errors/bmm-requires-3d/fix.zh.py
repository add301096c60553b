import torch

torch.manual_seed(0)
q = torch.randn(2, 4, 5, 8)
k = torch.randn(2, 4, 5, 8)
scores = q @ k.transpose(-2, -1)  # matmul 能处理任意多个前导批次维度
same = torch.bmm(q.flatten(0, 1), k.flatten(0, 1).transpose(-2, -1)).unflatten(0, (2, 4))
print(scores.shape, torch.allclose(scores, same))
