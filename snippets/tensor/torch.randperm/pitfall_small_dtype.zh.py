import torch

print(torch.randperm(200, dtype=torch.uint8).max())   # 放得下：0..199
torch.randperm(300, dtype=torch.uint8)                # 299 超出 uint8 的范围
