import torch

u = torch.tensor([0.0, 3.0])
v = torch.tensor([4.0, 0.0])

print(torch.dist(u, v))                            # distance between two vectors
print(torch.cdist(u.unsqueeze(0), v.unsqueeze(0))) # cdist wants (P, M) and (R, M)
torch.cdist(u, v)
