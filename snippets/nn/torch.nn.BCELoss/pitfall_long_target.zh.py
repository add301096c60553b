import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

criterion = torch.nn.BCELoss()
probs = torch.tensor([0.8, 0.3], device=device)
target = torch.tensor([1, 0], device=device)  # int64 标签
print(criterion(probs, target.float()))  # 修正后
criterion(probs, target)
