import torch

num_classes = 5
batch_labels = torch.tensor([0, 1, 1, 2])       # 类别 3 和 4 恰好没有出现

print(torch.bincount(batch_labels).shape)                         # 只有 max + 1 = 3 个桶
print(torch.bincount(batch_labels, minlength=num_classes).shape)  # 始终是 5 个桶
