import torch

scores = torch.tensor([[0.9, 0.1, 0.2, 0.0]])
criterion = torch.nn.MultiLabelMarginLoss()

print(criterion(scores, torch.tensor([[3, -1, -1, -1]])))  # 类别 3，分数很低：有损失
print(criterion(scores, torch.tensor([[-1, 3, -1, -1]])))  # 填充在前：类别 3 根本没被读到
