import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCELoss()
probs = torch.sigmoid(torch.zeros(4, 1, device=device))  # 模型输出 (N, 1)
target = torch.tensor([1.0, 0.0, 1.0, 0.0], device=device)  # 标签 (N,)
print(criterion(probs.squeeze(1), target))  # 修正后
criterion(probs, target)
