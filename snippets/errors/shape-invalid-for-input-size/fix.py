import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

feats = torch.zeros(8, 16, 5, 5, device=device)
print(feats.numel(), feats.shape)

# Let PyTorch infer the feature size from the batch size.
print(feats.view(feats.size(0), -1).shape)
print(torch.flatten(feats, start_dim=1).shape)

# A -1 only works when the rest divides the element count.
print(torch.reshape(torch.arange(6, device=device), (-1, 3)).shape)
