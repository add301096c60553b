import torch

logits = torch.tensor([[0.1, 0.2, 0.4, 0.8]])
criterion = torch.nn.MultiLabelSoftMarginLoss()

print(criterion(logits, torch.tensor([[1.0, 0.0, 0.0, 1.0]])))     # 0/1 多热编码：正确
print(criterion(logits, torch.tensor([[1.0, -1.0, -1.0, 1.0]])))   # 像 SoftMarginLoss 那样用 ±1：结果悄悄变了
print(criterion(logits, torch.tensor([[3, 0, -1, -1]])))           # 像 MultiLabelMarginLoss 那样用下标：也被接受
