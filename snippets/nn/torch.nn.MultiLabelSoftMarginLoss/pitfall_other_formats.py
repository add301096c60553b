import torch

logits = torch.tensor([[0.1, 0.2, 0.4, 0.8]])
criterion = torch.nn.MultiLabelSoftMarginLoss()

print(criterion(logits, torch.tensor([[1.0, 0.0, 0.0, 1.0]])))     # multi-hot 0/1: right
print(criterion(logits, torch.tensor([[1.0, -1.0, -1.0, 1.0]])))   # +-1 as in SoftMarginLoss: silently different
print(criterion(logits, torch.tensor([[3, 0, -1, -1]])))           # indices as in MultiLabelMarginLoss: also accepted
