import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCEWithLogitsLoss()
logits = torch.zeros(4, 1, device=device)  # nn.Linear(d, 1) 的输出
target = torch.tensor([1.0, 0.0, 1.0, 0.0], device=device)
print(criterion(logits.squeeze(1), target))  # 修正后
criterion(logits, target)
