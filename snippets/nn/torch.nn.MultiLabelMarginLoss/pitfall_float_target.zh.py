import torch

scores = torch.tensor([[0.1, 0.2, 0.4, 0.8]])
multi_hot = torch.tensor([[1.0, 0.0, 0.0, 1.0]])  # BCEWithLogitsLoss 使用的格式

print(torch.nn.BCEWithLogitsLoss()(scores, multi_hot))
torch.nn.MultiLabelMarginLoss()(scores, multi_hot)  # 需要 int64 的类别下标
