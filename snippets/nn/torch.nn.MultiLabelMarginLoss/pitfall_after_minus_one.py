import torch

scores = torch.tensor([[0.9, 0.1, 0.2, 0.0]])
criterion = torch.nn.MultiLabelMarginLoss()

print(criterion(scores, torch.tensor([[3, -1, -1, -1]])))  # class 3, badly scored: a loss
print(criterion(scores, torch.tensor([[-1, 3, -1, -1]])))  # padding first: class 3 is never read
