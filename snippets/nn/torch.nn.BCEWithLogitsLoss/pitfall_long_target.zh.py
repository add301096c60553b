import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCEWithLogitsLoss()
logits = torch.zeros(3, device=device)
target = torch.tensor([1, 0, 1], device=device)  # int64 标签
print(criterion(logits, target.float()))  # 修正后
criterion(logits, target)
