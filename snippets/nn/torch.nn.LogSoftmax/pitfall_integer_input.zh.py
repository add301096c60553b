import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

scores = torch.tensor([[3, 1, 0]], device=device)  # int64
torch.nn.LogSoftmax(dim=1)(scores)
