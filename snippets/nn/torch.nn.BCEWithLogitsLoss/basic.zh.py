import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCEWithLogitsLoss()

logits = torch.tensor([2.0, -1.0, 0.5], device=device)  # 原始分数，未经 sigmoid
target = torch.tensor([1.0, 0.0, 1.0], device=device)

print(criterion(logits, target))
# logits 不太极端时，与 sigmoid + BCELoss 的结果相同
print(torch.nn.BCELoss()(torch.sigmoid(logits), target))

# 多标签：logits 形状为 (N, num_labels)，目标是同形状的 0/1 值
multi_logits = torch.tensor([[1.0, -2.0, 0.0], [0.5, 0.5, -1.0]], device=device)
multi_target = torch.tensor([[1.0, 0.0, 1.0], [0.0, 1.0, 0.0]], device=device)
print(torch.nn.BCEWithLogitsLoss(reduction="none")(multi_logits, multi_target))
