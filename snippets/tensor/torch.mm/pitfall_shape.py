import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, 3, device=device)
w = torch.ones(4, 3, device=device)  # stored as (out_features, in_features)

print(torch.mm(x, w.t()).shape)  # (2, 3) @ (3, 4) -> (2, 4)
torch.mm(x, w)                   # inner sizes 3 and 4 differ
