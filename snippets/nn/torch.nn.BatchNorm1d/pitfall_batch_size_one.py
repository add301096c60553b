import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.BatchNorm1d(3)).to(device)
model.train()
# e.g. the last, incomplete batch of an epoch holds a single sample
last_batch = torch.randn(1, 4, device=device)
model(last_batch)
