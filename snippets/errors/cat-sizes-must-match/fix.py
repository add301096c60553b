import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.zeros(2, 3, device=device)
b = torch.ones(2, 4, device=device)
print(torch.cat([a, b], dim=1).shape)  # join along the features instead

# Scalars (0-d tensors such as per-step losses) cannot be concatenated: stack them.
losses = [torch.tensor(0.5, device=device), torch.tensor(0.25, device=device)]
print(torch.stack(losses).cpu())

# Different numbers of dimensions: add the missing one first.
col = torch.ones(2, device=device)
print(torch.cat([a, col.unsqueeze(1)], dim=1).shape)
