import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(3, 4, device=device)
labels = torch.tensor([0.0, 2.0, 1.0], device=device)

loss = F.cross_entropy(logits, labels.long())  # 类别索引必须是 int64
print(labels.long().dtype, round(loss.item(), 4))

# 软标签 / one-hot 目标：形状与 logits 相同，浮点类型。
one_hot = F.one_hot(labels.long(), num_classes=4).float()
print(one_hot.shape, round(F.cross_entropy(logits, one_hot).item(), 4))
