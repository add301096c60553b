import torch

scores = torch.tensor([[0.1, 0.2, 0.4, 0.8], [2.0, 0.0, 0.0, 0.0]])
one_hot = torch.tensor([[0, 0, 0, 1], [1, 0, 0, 0]])

criterion = torch.nn.MultiMarginLoss()
print(criterion(scores, one_hot.argmax(dim=1)))  # class indices: works
criterion(scores, one_hot)                       # one-hot rows: fails
