import torch

torch.manual_seed(0)
emb = torch.nn.Embedding(1000, 64)

torch.nn.init.uniform_(emb.weight, a=-0.05, b=0.05)  # U(a, b), in place
print(emb.weight.min().item() >= -0.05, emb.weight.max().item() < 0.05)

torch.nn.init.normal_(emb.weight, mean=0.0, std=0.02)  # N(mean, std^2), in place
print(round(emb.weight.std().item(), 3))

# a private generator makes one initialisation reproducible on its own
g = torch.Generator().manual_seed(42)
a = torch.nn.init.normal_(torch.empty(3), generator=g)
g.manual_seed(42)
b = torch.nn.init.normal_(torch.empty(3), generator=g)
print(torch.equal(a, b))
