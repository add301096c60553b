import torch

scales = torch.tensor([2.0, 3.0])

print(torch.block_diag(torch.eye(2), scales))   # 一维张量是 (1, n) 的行块，不是对角块
print(torch.block_diag(torch.eye(2), torch.diag(scales)))
