import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.BatchNorm1d(8)).to(device)
x = torch.ones(1, 4, device=device)  # e.g. the last, one-sample batch of an epoch
model(x)  # training mode: batch statistics need at least 2 values per channel
