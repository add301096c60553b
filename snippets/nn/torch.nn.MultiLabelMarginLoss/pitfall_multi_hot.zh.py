import torch

scores = torch.tensor([[0.1, 0.2, 0.4, 0.8]])
criterion = torch.nn.MultiLabelMarginLoss()

print(criterion(scores, torch.tensor([[3, 0, -1, -1]])))  # 类别 3 和 0，下标格式
print(criterion(scores, torch.tensor([[1, 0, 0, 1]])))    # 多热编码：被读成类别 1、0、0、1
