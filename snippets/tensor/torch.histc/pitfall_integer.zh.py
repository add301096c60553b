import torch

labels = torch.tensor([0, 2, 1, 2, 2])

print(torch.bincount(labels))             # 统计整数值：用 bincount
print(torch.histc(labels.float(), bins=3, min=0, max=2))
torch.histc(labels, bins=3, min=0, max=2)
