import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, 4, device=device)
weight = torch.ones(2, 4, device=device)  # (out_features, in_features)
bias = torch.zeros(2, device=device)

print(torch.addmm(bias, x, weight.t()).shape)
torch.addmm(bias, x, weight)
