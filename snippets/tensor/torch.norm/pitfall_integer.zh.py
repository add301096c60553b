import torch

counts = torch.tensor([3, 4])

print(torch.norm(counts.float()))
torch.norm(counts, dtype=torch.float32)    # dtype= 不会转换输入
