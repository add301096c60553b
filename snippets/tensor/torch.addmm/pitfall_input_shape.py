import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, 4, device=device)
weight = torch.ones(4, 2, device=device)
per_sample = torch.zeros(3, device=device)  # one value per ROW, but (3,) lines up with columns

print(torch.addmm(per_sample.unsqueeze(1), x, weight).shape)  # (3, 1) broadcasts over columns
torch.addmm(per_sample, x, weight)
