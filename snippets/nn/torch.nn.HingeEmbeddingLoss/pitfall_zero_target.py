import torch

distance = torch.tensor([0.5, 1.5])
criterion = torch.nn.HingeEmbeddingLoss(margin=1.0, reduction="none")

print(criterion(distance, torch.tensor([-1.0, -1.0])))  # dissimilar pairs, the intended labels
print(criterion(distance, torch.tensor([0.0, 0.0])))    # 0 adds both branches: d + max(0, margin - d)
