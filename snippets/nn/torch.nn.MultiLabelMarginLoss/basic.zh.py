import torch

scores = torch.tensor([[0.1, 0.2, 0.4, 0.8]])  # 一个样本，C=4 个类别
# 该样本属于类别 3 和 0；列表在第一个 -1 处结束
target = torch.tensor([[3, 0, -1, 0]])

print(torch.nn.MultiLabelMarginLoss()(scores, target))

# 手算：每个（标签 j，非标签 i）组合取 max(0, 1 - (x[j] - x[i]))，再除以 C
x = scores[0]
print(sum((1 - (x[j] - x[i])).clamp(min=0) for j in (3, 0) for i in (1, 2)) / 4)

# 从多热编码转换成补 -1 的下标格式
multi_hot = torch.tensor([[1, 0, 0, 1]])
idx = [row.nonzero().flatten().tolist() for row in multi_hot]
padded = torch.full_like(multi_hot, -1)
for r, labels in enumerate(idx):
    padded[r, : len(labels)] = torch.tensor(labels)
print(padded, torch.nn.MultiLabelMarginLoss()(scores, padded))
