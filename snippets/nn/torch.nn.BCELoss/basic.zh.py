import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCELoss()

probs = torch.tensor([0.9, 0.2, 0.6], device=device)   # 已经过 sigmoid
target = torch.tensor([1.0, 0.0, 1.0], device=device)  # 浮点类型，形状与 probs 相同

print(criterion(probs, target))
print(torch.nn.BCELoss(reduction="none")(probs, target))
# 逐元素权重对每一项分别缩放
print(torch.nn.BCELoss(weight=torch.tensor([1.0, 1.0, 2.0], device=device), reduction="none")(probs, target))
