import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Tanh outputs lie in (-1, 1): they are not probabilities
scores = torch.nn.Tanh()(torch.tensor([-0.5, 2.0], device=device))
print(scores)
torch.nn.BCELoss()(scores, torch.tensor([0.0, 1.0], device=device))
