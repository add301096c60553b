import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bias = torch.zeros(3, device=device)
batch = torch.ones(2, 3, device=device)

print((bias + batch).shape)  # out-of-place result can grow to (2, 3)
bias.add_(batch)             # in place: self cannot change shape
