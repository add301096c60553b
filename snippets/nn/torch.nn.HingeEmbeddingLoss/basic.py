import torch

x1 = torch.tensor([[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]])
x2 = torch.tensor([[0.3, 0.4], [0.36, 0.48], [1.2, 1.6], [0.0, 0.5]])
distance = (x1 - x2).norm(dim=1)  # the input is a distance, >= 0
target = torch.tensor([1.0, -1.0, -1.0, 1.0])  # 1: similar pair; -1: dissimilar pair

print(distance)
criterion = torch.nn.HingeEmbeddingLoss(margin=1.0, reduction="none")
print(criterion(distance, target))  # d for y=1, max(0, margin - d) for y=-1
