import torch

labels = torch.tensor([0, 3, 7])

print(3 in labels)  # 单个值：可以用
print(torch.tensor([3, 5]) in labels)  # 多个值：`in` 做的不是这件事
