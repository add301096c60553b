import torch

scores = torch.tensor([0.2, 0.7, 0.9])
labels = torch.tensor([0, 1, 1])
print(scores.clone().map_(labels.float(), lambda s, y: s if y else 1 - s))
scores.map_(labels, lambda s, y: s if y else 1 - s)
