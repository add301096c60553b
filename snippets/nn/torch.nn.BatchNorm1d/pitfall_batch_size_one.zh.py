import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.BatchNorm1d(3)).to(device)
model.train()
# 例如一个 epoch 最后那个不完整的批次只有一个样本
last_batch = torch.randn(1, 4, device=device)
model(last_batch)
