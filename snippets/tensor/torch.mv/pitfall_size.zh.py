import torch

W = torch.ones(2, 3)
x = torch.ones(2)                         # 长度等于行数而不是列数
print(torch.mv(W.T, x))
torch.mv(W, x)
