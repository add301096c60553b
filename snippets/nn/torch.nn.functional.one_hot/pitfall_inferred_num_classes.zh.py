import torch
import torch.nn.functional as F

batch_a = torch.tensor([0, 3, 1])
batch_b = torch.tensor([0, 1, 1])  # 这个批次里碰巧没有类别 3

print(F.one_hot(batch_a).shape)  # num_classes=-1：推断为 max + 1 = 4
print(F.one_hot(batch_b).shape)  # ……这里只有 2：宽度随批次而变
