import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def flatten_singletons(x, dim=None):
    return torch.squeeze(x, dim)  # passes dim=None explicitly


x = torch.zeros(2, 1, device=device)
print(torch.squeeze(x).shape)  # leaving dim out is fine
flatten_singletons(x)
