import torch

scores = torch.tensor([[0.1, 0.2, 0.4, 0.8]])
criterion = torch.nn.MultiLabelMarginLoss()

print(criterion(scores, torch.tensor([[3, 0, -1, -1]])))  # classes 3 and 0, index format
print(criterion(scores, torch.tensor([[1, 0, 0, 1]])))    # multi-hot: read as classes 1, 0, 0, 1
