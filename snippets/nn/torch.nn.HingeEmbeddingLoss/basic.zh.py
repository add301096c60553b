import torch

x1 = torch.tensor([[0.0, 0.0], [0.0, 0.0], [0.0, 0.0], [0.0, 0.0]])
x2 = torch.tensor([[0.3, 0.4], [0.36, 0.48], [1.2, 1.6], [0.0, 0.5]])
distance = (x1 - x2).norm(dim=1)  # 输入是距离，不小于 0
target = torch.tensor([1.0, -1.0, -1.0, 1.0])  # 1：相似的一对；-1：不相似的一对

print(distance)
criterion = torch.nn.HingeEmbeddingLoss(margin=1.0, reduction="none")
print(criterion(distance, target))  # y=1 时为 d，y=-1 时为 max(0, margin - d)
