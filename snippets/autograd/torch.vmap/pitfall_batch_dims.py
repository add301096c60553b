import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

def normalize(batch):  # written for a (batch, features) tensor
    return batch / batch.norm(dim=1, keepdim=True)

xs = torch.randn(4, 3, device=device)
torch.vmap(normalize)(xs)  # inside vmap each x has shape (3,): dim=1 does not exist
