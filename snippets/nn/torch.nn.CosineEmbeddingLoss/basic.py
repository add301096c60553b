import torch
import torch.nn.functional as F

x1 = torch.tensor([[3.0, 4.0], [3.0, 4.0], [1.0, 0.0]])
x2 = torch.tensor([[4.0, 3.0], [4.0, 3.0], [0.0, 1.0]])
target = torch.tensor([1.0, -1.0, -1.0])  # 1: should be similar; -1: should be dissimilar

print(F.cosine_similarity(x1, x2))
criterion = torch.nn.CosineEmbeddingLoss(margin=0.5, reduction="none")
print(criterion(x1, x2, target))  # 1 - cos for y=1, max(0, cos - margin) for y=-1
