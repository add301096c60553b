import torch

distance = torch.tensor([0.5, 1.5])
criterion = torch.nn.HingeEmbeddingLoss(margin=1.0, reduction="none")

print(criterion(distance, torch.tensor([-1.0, -1.0])))  # 不相似的一对，正确的标签
print(criterion(distance, torch.tensor([0.0, 0.0])))    # 0 会把两个分支都加上：d + max(0, margin - d)
