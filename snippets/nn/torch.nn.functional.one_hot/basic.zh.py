import torch
import torch.nn.functional as F

labels = torch.tensor([0, 2, 1])  # int64 类别索引

print(F.one_hot(labels, num_classes=4))
print(F.one_hot(labels, num_classes=4).dtype)  # int64，不是浮点类型
print(F.one_hot(torch.tensor([[0, 1], [2, 0]]), num_classes=3).shape)  # 末尾新增一维

# 转成浮点目标，例如用于 BCE 或标签平滑
target = F.one_hot(labels, num_classes=4).float()
print(target.dtype)
