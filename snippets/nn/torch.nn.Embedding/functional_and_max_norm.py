import torch
import torch.nn.functional as F

torch.manual_seed(0)
weight = torch.randn(5, 4) * 3
idx = torch.tensor([1, 3])

# the functional form looks rows up in a weight you pass
print(torch.equal(F.embedding(idx, weight), weight[idx]))

# max_norm renormalises the looked-up rows IN PLACE, inside the forward pass
emb = torch.nn.Embedding.from_pretrained(weight.clone(), freeze=False, max_norm=1.0)
print(emb.weight[1].norm().item() > 1, emb.weight[2].norm().item() > 1)
emb(idx)
print(round(emb.weight[1].norm().item(), 4), emb.weight[2].norm().item() > 1)
